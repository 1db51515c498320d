# expect: guest AttributeError
# technique: ABC.register through a guest ABC subclass (metaclass attribute)
from abc import ABC
class A(ABC):
    def __init__(self):
        self.register = 0
A.register(int)
