# expect: limit fuel
# technique: a hook that spins while a subclass is being made
# limits: fuel=100000
class Base:
    def __init_subclass__(cls, **kw):
        while True:
            pass
class Leaf(Base):
    pass
