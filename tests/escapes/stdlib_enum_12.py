# expect: guest RuntimeError
# technique: enum _ignore_ dropping the class cell and the lowering placeholder from the class namespace
from enum import Enum
class Color(Enum):
    _ignore_ = ["__classcell__", "__sk_f__", "__module__", "i"]
    RED = 1
    for i in range(3):
        pass
    def name_of(self):
        return super().name
try:
    Color.RED.name_of()
except RuntimeError:
    pass
Color.RED.value
