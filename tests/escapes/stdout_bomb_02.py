# expect: limit stdout
# technique: one large print over the limit
# limits: stdout=1000
print('x' * 10**6)
