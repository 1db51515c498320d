# expect: compile STK-V008
# technique: staticmethod decorator
@staticmethod
def f():
    pass
