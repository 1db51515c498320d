# expect: guest TypeError
# technique: singledispatchmethod.register read from the class checks its self (a guest object with a _sk_dispatcher attribute is not one)
from functools import singledispatchmethod
class Fake:
    def __init__(self):
        self._sk_dispatcher = 1
singledispatchmethod.register(Fake(), int, lambda self, x: x)
