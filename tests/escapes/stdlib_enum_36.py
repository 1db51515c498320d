# expect: guest TypeError
# technique: enum functional API names given as a guest object pretending to be a mapping
from enum import Enum
class Fake:
    def items(self):
        return [("A", 1)]
    def keys(self):
        return ["A"]
    def __getitem__(self, k):
        return 1
    def __iter__(self):
        return iter(["A"])
E = Enum("E", Fake())
