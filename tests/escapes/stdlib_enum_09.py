# expect: guest TypeError
# technique: enum functional API through a member-less enum class of the program
from enum import Enum
class Base(Enum):
    def label(self):
        return self.name
Dyn = Base("Dyn", ["A", "B"])
Dyn.A.label()
