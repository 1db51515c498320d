# expect: limit result
# technique: returning 'x' * 10**6
# limits: result=1000
'x' * 10**6
