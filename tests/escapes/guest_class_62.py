# expect: guest AttributeError
# technique: a lambda in a method reads an attribute of self (nested scopes stay guarded)
class C:
    def m(self):
        f = lambda: self.format
        return f()(1)
C.m("{0.__class__.__base__}")
