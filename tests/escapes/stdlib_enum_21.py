# expect: guest AttributeError
# technique: format field traversal into enum internals with a plain format string
from enum import Enum
class Color(Enum):
    RED = 1
"{0._value2member_map_}".format(Color.RED)
