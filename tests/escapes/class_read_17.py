# expect: guest AttributeError
# technique: __mro__ of a guest enum class (it holds the real enum.Enum under the guest one)
from enum import Enum
class C(Enum):
    A = 1
C.__mro__
