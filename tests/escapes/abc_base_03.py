# expect: limit fuel
# technique: a Sequence mixin (index) looping over an endless sequence in CPython's Python code: every item is a call of the program's __getitem__, which ticks
from collections.abc import Sequence
class Endless(Sequence):
    def __getitem__(self, i):
        return 0
    def __len__(self):
        return 10 ** 18
Endless().index(1)
