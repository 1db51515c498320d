# expect: guest AttributeError
# technique: object.__setattr__ reached through getattr on object: still checked (dunder name on a guest instance)
class A:
    pass
getattr(object, "__set" + "attr__")(A(), "__dict__", {})
