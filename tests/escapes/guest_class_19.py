# expect: guest AttributeError
# technique: property object's fget (the verifier passes: the program defines a name fget)
class A:
    def __init__(self):
        self.fget = 0
    @property
    def p(self):
        return 1
A.p.fget
