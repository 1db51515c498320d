# expect: guest TypeError
# technique: the owner handed to __get__ is not the metaclass (type() refuses 3 args anyway)
class D:
    def __get__(self, obj, owner=None):
        return type(owner)
class A:
    d = D()
A.d("X", (), {})
