import math
from abc import ABC, abstractmethod


class Shape(ABC):
    registry = {}

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        Shape.registry[cls.__name__.lower()] = cls

    @abstractmethod
    def area(self) -> float: ...

    def __repr__(self):
        fields = ", ".join(f"{k}={v!r}" for k, v in vars(self).items())
        return f"{self.__class__.__name__}({fields})"


class Circle(Shape):
    def __init__(self, r):
        self.r = r

    def area(self):
        return math.pi * self.r ** 2


class Rect(Shape):
    def __init__(self, w, h):
        self.w, self.h = w, h

    def area(self):
        return self.w * self.h


def build(spec):
    kind, *args = spec.split()
    return Shape.registry[kind](*map(float, args))


shapes = [build(s) for s in ["circle 1", "rect 2 3", "circle 0.5"]]
for s in shapes:
    print(s, round(s.area(), 3))
sorted(Shape.registry)
