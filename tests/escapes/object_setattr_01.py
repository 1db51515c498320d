# expect: guest AttributeError
# technique: object.__setattr__ to set a dunder (__class__) on a guest instance, past the store guard
class A:
    pass
object.__setattr__(A(), "__class__", int)
