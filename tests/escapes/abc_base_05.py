# expect: compile STK-V013
# technique: deriving from an ABC that is not admitted as a base (a Generator with the ABC's throw/close protocol)
from collections.abc import Generator
class G(Generator):
    def send(self, v): return v
    def throw(self, *a): raise StopIteration
G()
