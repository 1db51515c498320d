# expect: value ['Leaf', True, 7, 'Leaf']
# technique: __init_subclass__ sees a fully registered class (super(), class stores, instances)
out = []
class Base:
    def __init_subclass__(cls, **kw):
        super().__init_subclass__(**kw)
        cls.tag = 7
        out.append(cls.__name__)
        out.append(isinstance(cls(), Base))
class Leaf(Base):
    def who(self):
        return type(self).__name__
out + [Leaf.tag, Leaf().who()]
