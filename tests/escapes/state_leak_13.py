# expect: value 1
# technique: guest functions, closures and comprehension scopes are all released after a run
# check: no-survivors
def f(x):
    return lambda: x
g = [f(i) for i in range(10)]
h = {i: (lambda: i) for i in range(3)}
1
