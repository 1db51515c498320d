# expect: guest AttributeError
# technique: setattr of a runtime hook name on a guest instance
class A:
    pass
setattr(A(), "__sk_F", 1)
