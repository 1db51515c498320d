# expect: guest AttributeError
# technique: a method rebinds its parameter to a host str after the entry check (no fast copy for it)
class C:
    def __init__(self):
        self.format = 1
    def m(self, other):
        other = "{0.__class__.__base__}"
        return other.format(1)
C().m(C())
