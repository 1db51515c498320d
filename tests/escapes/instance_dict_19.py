# expect: guest TypeError
# technique: a non-str key written into an instance's dict through a subscript
class A:
    pass
a = A()
a.__dict__[1] = 2
