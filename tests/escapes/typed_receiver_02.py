# expect: guest AttributeError
# technique: typed receiver: enum member sunder _value_ read through a local
class Decoy:  # defines the name, so the verifier leaves the read to the runtime
    _value_ = 0
from enum import Enum
class Color(Enum):
    RED = 1
m = Color.RED
m._value_
