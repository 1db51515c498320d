# expect: guest AttributeError
# technique: a special method installed on an enum class after creation (the enum machinery's own class)
import enum
class Color(enum.Enum):
    RED = 1
Color.__repr__ = lambda self: "x"
