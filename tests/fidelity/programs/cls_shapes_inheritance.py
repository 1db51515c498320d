from abc import ABC, abstractmethod
import math


class Shape(ABC):
    count = 0

    def __init__(self, name):
        self.name = name
        Shape.count += 1

    @abstractmethod
    def area(self):
        ...

    def describe(self):
        return f"{self.name} with area {self.area():.2f}"

    @classmethod
    def unit(cls):
        return cls(1)

    @staticmethod
    def total_area(shapes):
        return sum(s.area() for s in shapes)


class Circle(Shape):
    def __init__(self, r):
        super().__init__("circle")
        self.r = r

    def area(self):
        return math.pi * self.r ** 2


class Square(Shape):
    def __init__(self, side):
        super().__init__("square")
        self.side = side

    def area(self):
        return self.side ** 2


shapes = [Circle(2), Square(3), Circle.unit(), Square.unit()]
for s in shapes:
    print(s.describe())
try:
    Shape("abstract")
except TypeError as e:
    err = str(e)
(round(Shape.total_area(shapes), 4), Shape.count, err)
