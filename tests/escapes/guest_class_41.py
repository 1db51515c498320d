# expect: guest AttributeError
# technique: ABCMeta registry state _abc_impl on a guest class
from abc import ABC
class A(ABC):
    def __init__(self):
        self._abc_impl = 0
A._abc_impl
