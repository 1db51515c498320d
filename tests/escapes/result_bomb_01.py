# expect: limit result
# technique: returning [0] * 10**6 with a small result limit
# limits: result=100000
[0] * 10**6
