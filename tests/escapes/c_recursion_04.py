# expect: limit recursion
# technique: recursion through C (sorted key) under a broad except: the run stops at the recursion limit before CPython's own RecursionError (on 3.12+ its separate C-recursion budget) could be caught
def f(n):
    return 0 if n <= 0 else sorted([1], key=lambda x: f(n - 1))[0]
try:
    f(100000)
except Exception as e:
    caught = type(e).__name__
caught
