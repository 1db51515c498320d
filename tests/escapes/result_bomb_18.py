# expect: limit result
# technique: a list of 10**5 references to one large string counts every reference
# limits: result=1000000
s = 'x' * 10000
[s] * 100000
