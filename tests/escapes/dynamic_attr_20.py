# expect: guest AttributeError
# technique: setattr of __class__ on a guest instance (a dunder name made at run time)
class A:
    pass
class B:
    pass
setattr(A(), "__class__", B)
