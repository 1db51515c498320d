# expect: guest TypeError
# technique: __class__ of a super() object inside a method
class A:
    def m(self):
        return super().__class__
A().m()
