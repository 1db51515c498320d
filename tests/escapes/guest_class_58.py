# expect: guest AttributeError
# technique: a method's fast copy called unbound with a str as self hands out raw str.format ({0.__class__.__base__} traversal)
class C:
    def m(self):
        return self.format
C.m("{0.__class__.__base__}")(1)
