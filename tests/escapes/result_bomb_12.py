# expect: limit result
# technique: returning a huge int
# limits: result=100
10**4000
