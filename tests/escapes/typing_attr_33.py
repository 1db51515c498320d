# expect: guest TypeError
# technique: subclass a NewType stand-in, keeping a method of the throwaway class body (CPython runs the body, then refuses)
from typing import NewType
UserId = NewType("UserId", int)
keep = []
class Sub(UserId):
    def m(self):
        return super().m()
    keep.append(m)
    print("body")
