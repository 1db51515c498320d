# expect: value ['RuntimeError', "ValueError('inner')", 'retry failed']
# runs: 3
# technique: a retry wrapper keeps the last error as the cause; no state survives across runs
def attempt(n):
    raise ValueError("inner")
def retry():
    last = None
    for i in range(3):
        try:
            return attempt(i)
        except ValueError as e:
            last = e
    raise RuntimeError("retry failed") from last
try:
    retry()
except RuntimeError as e:
    err = e
[type(err).__name__, repr(err.__cause__), str(err)]
