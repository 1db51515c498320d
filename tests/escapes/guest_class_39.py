# expect: value {'a': 2, 'b': 1}
# technique: a guest class deriving from a stdlib container class (admitted): at the door it leaves as a plain dict read from the dict's own storage, so its looping keys/items/__iter__ never run after the run
import collections
class C(collections.Counter):
    def keys(self):
        while True:
            pass
    def items(self):
        while True:
            pass
    def __iter__(self):
        while True:
            pass
C({"a": 2, "b": 1})
