# expect: guest AttributeError
# technique: a method's fast copy stores on a host object passed as self (C.m([]) sets .sort)
class C:
    def __init__(self):
        self.sort = 1
    def m(self):
        self.sort = 2
C.m([])
