# expect: guest TypeError
# technique: __class__ of a bound method
class A:
    def m(self):
        pass
A().m.__class__
