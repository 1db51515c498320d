# expect: value 1
# technique: setattr by name on a guest instance is exactly obj.x = 1 (the store guard)
class A:
    pass
a = A()
setattr(a, "x", 1)
a.x
