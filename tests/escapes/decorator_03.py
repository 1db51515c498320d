# expect: value 2
# technique: lambda expression as a decorator (3.9 relaxed grammar) is a plain call
@(lambda f: lambda: f() + 1)
def f():
    return 1
f()
