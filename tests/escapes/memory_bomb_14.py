# expect: limit fuel
# technique: 'x'.join(['a'] * 10**6) repeated
# limits: memory=64000000, fuel=3000000
for i in range(1000):
    s = 'x'.join(['a'] * 10**6)
