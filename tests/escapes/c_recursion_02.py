# expect: limit recursion
# technique: recursion through C (resub) under a broad except: the run stops at the recursion limit before CPython's own RecursionError (on 3.12+ its separate C-recursion budget) could be caught
import re
def f(n):
    return '' if n <= 0 else re.sub('a', lambda m: f(n - 1), 'a')
try:
    f(100000)
except Exception as e:
    caught = type(e).__name__
caught
