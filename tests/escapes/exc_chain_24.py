# expect: value [True, 5000]
# technique: a cause re-raised thousands of times (a long traceback) read thousands of times stays cheap
e0 = ValueError("x")
for i in range(5000):
    try:
        raise e0
    except ValueError:
        pass
try:
    raise RuntimeError("w") from e0
except RuntimeError as e:
    err = e
n = 0
for i in range(5000):
    if err.__cause__ is e0:
        n += 1
[err.__context__ is None, n]
