# expect: limit recursion
# technique: recursion via __repr__
# limits: fuel=1000000
class R:
    def __repr__(self):
        return repr(self)
repr(R())
