# expect: guest AttributeError
# technique: a singledispatchmethod bound to an instance offers only register
from functools import singledispatchmethod
class S:
    @singledispatchmethod
    def m(self, x):
        return x
S().m.dispatch
