# expect: limit fuel
# technique: max(range(10**12), key=lambda x: -x)
# limits: fuel=100000
max(range(10**12), key=lambda x: -x)
