# expect: compile STK-V002
# technique: a class decorator installing __getattribute__ (not a reviewed special method)
def deco(cls):
    cls.__getattribute__ = lambda self, name: 1
    return cls
