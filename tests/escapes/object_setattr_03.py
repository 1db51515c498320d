# expect: guest TypeError
# technique: object.__setattr__ on a guest class (type.__setattr__ skipped)
class A:
    pass
object.__setattr__(A, "x", 1)
