# expect: guest AttributeError
# technique: the second checked parameter of a method is a host str (C().pair(s) reads other.format raw)
class C:
    def __init__(self):
        self.v = 1
    def pair(self, other):
        return other.format
C().pair("{0.__class__.__base__}")(1)
