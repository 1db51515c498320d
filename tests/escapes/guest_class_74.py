# expect: guest TypeError
# technique: type() of a slot's member descriptor, to reach the descriptor class
class A:
    __slots__ = ("x",)
    def __init__(self):
        self.x = 0
type(A.x)
