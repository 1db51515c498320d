# expect: guest AttributeError
# technique: from a guest class's __mro__ to object's subclasses by getattr
class A:
    pass
getattr(A.__mro__[-1], "__subclasses__")
