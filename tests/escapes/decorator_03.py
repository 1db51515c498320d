# expect: compile STK-V008
# technique: lambda expression as a decorator (3.9 relaxed grammar)
@(lambda f: f)
def f():
    pass
