# expect: value ["a", ["A", "B"]]
# technique: enum functional API through a member-less enum class of the program; the new class derives from the program's enum and keeps its methods guarded
from enum import Enum
class Base(Enum):
    def label(self):
        return self.name.lower()
Dyn = Base("Dyn", ["A", "B"])
[Dyn.A.label(), [m.name for m in Dyn]]
