# expect: limit fuel
# technique: ''.join(map(str, range(10**12)))
# limits: fuel=100000
''.join(map(str, range(10**12)))
