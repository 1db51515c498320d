# expect: door
# technique: return a cause out of the run
try:
    try:
        int("x")
    except ValueError as e:
        raise RuntimeError("wrapped") from e
except RuntimeError as e:
    err = e
err.__cause__
