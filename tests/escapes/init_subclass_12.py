# expect: guest AttributeError
# technique: installing __init_subclass__ after class creation with setattr
class Base:
    pass
setattr(Base, "__init_subclass__", classmethod(print))
class Leaf(Base):
    pass
