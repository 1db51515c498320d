# expect: compile STK-V002
# technique: __init_subclass__ bound by assignment, not def
def hook(cls):
    print(cls)
class Base:
    __init_subclass__ = classmethod(hook)
