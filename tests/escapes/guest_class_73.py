# expect: guest AttributeError
# technique: a slot's member descriptor read off the class, then an attribute of the descriptor
class A:
    __slots__ = ("x", "fget")
    def __init__(self):
        self.x = 0
        self.fget = 0
d = A.x
d.fget
