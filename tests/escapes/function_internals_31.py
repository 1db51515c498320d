# expect: guest AttributeError
# technique: store an attribute on a bound method of a guest object (CPython refuses too)
class A:
    def m(self):
        return 1
a = A()
a.m.tag = 1
