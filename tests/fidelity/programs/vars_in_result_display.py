"""A stats report whose result shows objects' attributes with vars() and __dict__."""
class Stats:
    def __init__(self):
        self.hits = 0
        self.misses = 0
    def bump(self):
        self.hits += 1
        return self.hits
a, b = Stats(), Stats()
a.bump()
d = 5
{"a": vars(a), "d": d, "b": b.__dict__, "n": [vars(b), 1]}
