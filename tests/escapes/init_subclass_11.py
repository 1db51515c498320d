# expect: guest AttributeError
# technique: installing a hook after class creation with setattr under the runtime name
class Base:
    pass
setattr(Base, "__sk_init_subclass__", classmethod(print))
