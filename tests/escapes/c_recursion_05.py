# expect: limit recursion
# technique: recursion through C (json default) under a broad except: the run stops at the recursion limit before CPython's own RecursionError (on 3.12+ its separate C-recursion budget) could be caught
import json
class N:
    def __init__(self, n):
        self.n = n
def d(o):
    return [o.n] if o.n == 0 else [N(o.n - 1)]
try:
    json.dumps(N(100000), default=d)
except Exception as e:
    caught = type(e).__name__
caught
