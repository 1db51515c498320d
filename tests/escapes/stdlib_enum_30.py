# expect: guest AttributeError
# technique: super() object reading enum internals of a member
from enum import Enum
class Color(Enum):
    RED = 1
    def peek(self):
        return super()._value_
class Decoy:
    def __init__(self):
        self._value_ = 0
Decoy()
Color.RED.peek()
