# expect: value {'b': 2, 'a': 1}
# technique: an OrderedDict subclass reordered with move_to_end leaves the door in its own order, read without its overridden methods
import collections
class O(collections.OrderedDict):
    def items(self):
        while True:
            pass
o = O(a=1, b=2)
o.move_to_end("a")
o
