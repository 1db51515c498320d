# expect: value ["P(1)", True, "TypeError"]
# technique: a class decorator installing __repr__, __eq__ and __hash__ = None: CPython's behaviour, program code only
def deco(cls):
    def __repr__(self):
        return f"P({self.x})"
    def __eq__(self, other):
        return isinstance(other, cls) and other.x == self.x
    cls.__repr__ = __repr__
    cls.__eq__ = __eq__
    cls.__hash__ = None
    return cls
@deco
class P:
    def __init__(self, x):
        self.x = x
out = [repr(P(1)), P(1) == P(1)]
try:
    hash(P(1))
except TypeError as e:
    out.append(type(e).__name__)
out
