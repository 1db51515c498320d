# expect: value [True, False]
# technique: the suggested replacement, an abc.ABC interface with explicit subclassing: nominal isinstance only
from abc import ABC, abstractmethod
class Shape(ABC):
    @abstractmethod
    def area(self) -> float: ...
class Square(Shape):
    def __init__(self, s):
        self.s = s
    def area(self):
        return self.s ** 2
class Lookalike:
    def area(self):
        return 1.0
[isinstance(Square(2), Shape), isinstance(Lookalike(), Shape)]
