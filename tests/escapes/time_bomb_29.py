# expect: limit fuel
# technique: f(*range(10**12)) call star-args
# limits: fuel=100000
def f(*a):
    return 1
f(*range(10**12))
