# expect: guest TypeError
# technique: super().__class__ inside a method, to reach the super type
class A:
    def m(self):
        return super().__class__
A().m()
