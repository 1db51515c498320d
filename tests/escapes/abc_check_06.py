# expect: value [False, True]
# technique: a property on a guest class is never run by a structural ABC check (subclass hooks read class dicts only); the loop would hang otherwise
from collections.abc import Iterable, Sized
class Trap:
    @property
    def __iter__(self):
        while True:
            pass
    def __len__(self):
        while True:
            pass
[isinstance(Trap(), Iterable) and False, isinstance(Trap(), Sized)]
