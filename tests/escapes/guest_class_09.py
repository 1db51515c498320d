# expect: compile STK-V002
# technique: __init_subclass__ hook
class A:
    def __init_subclass__(cls, **kw):
        pass
