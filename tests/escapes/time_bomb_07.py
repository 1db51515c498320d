# expect: limit fuel
# technique: 1.5 in range(10**12) (non-int membership scans)
# limits: fuel=100000
1.5 in range(10**12)
