# expect: limit recursion
# technique: __format__ formatting itself: the guest's depth limit, not CPython's
class A:
    def __format__(self, spec):
        return format(self, spec)
format(A(), "x")
