# expect: limit recursion
# technique: recursion through C (format) under a broad except: the run stops at the recursion limit before CPython's own RecursionError (on 3.12+ its separate C-recursion budget) could be caught
class F:
    def __init__(self, n):
        self.n = n
    def __format__(self, spec):
        return 'x' if self.n == 0 else format(F(self.n - 1), spec)
try:
    format(F(100000), '')
except Exception as e:
    caught = type(e).__name__
caught
