# expect: guest TypeError
# technique: deriving a guest class from a namedtuple class to get an unguarded subclass
from collections import namedtuple
P = namedtuple("P", "x")
class Q(P):
    def peek(self):
        return self
