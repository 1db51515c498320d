# expect: value True
# technique: getattr(obj, "__class__") answers exactly type(obj)
class A:
    pass
a = A()
getattr(a, "__class__") is type(a) is A and (1).__class__ is int and "s".__class__ is str
