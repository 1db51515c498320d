# expect: guest AttributeError
# technique: object.__setattr__ to set an enum member's sunder value
import enum
class Color(enum.Enum):
    RED = 1
object.__setattr__(Color.RED, "_value_", 2)
