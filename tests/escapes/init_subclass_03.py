# expect: compile STK-V013
# technique: metaclass= next to an ordinary class keyword
class Base:
    def __init_subclass__(cls, **kw):
        pass
class P(Base, key=1, metaclass=type):
    pass
