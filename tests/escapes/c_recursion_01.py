# expect: limit recursion
# technique: recursion through C (repr) under a broad except: the run stops at the recursion limit before CPython's own RecursionError (on 3.12+ its separate C-recursion budget) could be caught
class R:
    def __init__(self, n):
        self.n = n
    def __repr__(self):
        return 'x' if self.n == 0 else repr(R(self.n - 1))
try:
    repr(R(100000))
except Exception as e:
    caught = type(e).__name__
caught
