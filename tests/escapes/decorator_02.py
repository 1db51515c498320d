# expect: compile STK-V011
# technique: staticmethod decorator (the builtin is not admitted)
@staticmethod
def f():
    pass
