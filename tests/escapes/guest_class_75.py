# expect: guest TypeError
# technique: __slots__ as a generator whose body runs while the class is built
def names():
    yield "x"
class A:
    __slots__ = names()
A()
