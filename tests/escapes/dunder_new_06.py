# expect: guest AttributeError
# technique: the checked __new__ callable exposes nothing of the real one
class A:
    pass
f = object.__new__
getattr(f, "_" + "new")
