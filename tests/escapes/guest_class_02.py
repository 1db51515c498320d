# expect: value ["A", "object"]
# technique: type(obj).__mro__ of a guest instance lists only classes the guest can name
class A:
    pass
[k.__name__ for k in type(A()).__mro__]
