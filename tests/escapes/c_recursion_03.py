# expect: limit recursion
# technique: recursion through C (lru min) under a broad except: the run stops at the recursion limit before CPython's own RecursionError (on 3.12+ its separate C-recursion budget) could be caught
import functools
@functools.lru_cache(None)
def f(n):
    return 0 if n <= 0 else min(f(n - c) for c in (1,)) + 1
try:
    f(100000)
except Exception as e:
    caught = type(e).__name__
caught
