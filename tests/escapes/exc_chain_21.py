# expect: value [None, 'LookupError']
# technique: an enum _missing_ hook raises; enum's own code sets its fresh ValueError as __context__
import enum
class Color(enum.Enum):
    RED = 1
    @classmethod
    def _missing_(cls, value):
        raise LookupError("no such color")
try:
    Color(5)
except LookupError as e:
    err = e
[err.__context__, type(err).__name__]
