trace = []


def risky(n):
    trace.append(f"start {n}")
    try:
        if n == 0:
            raise ValueError("zero")
        if n == 1:
            return "early"
        trace.append("body done")
    except ValueError as e:
        trace.append(f"caught {e}")
        return "recovered"
    else:
        trace.append("else ran")
    finally:
        trace.append(f"finally {n}")
    return "normal"


def nested():
    try:
        try:
            raise KeyError("inner")
        except KeyError as e:
            raise ValueError("outer") from e
    except ValueError as e:
        return f"{e} (chained from {e.args[0]!r})"


results = [risky(n) for n in (0, 1, 2)]
loop = []
for i in range(4):
    try:
        if i == 2:
            continue
        loop.append(i)
    finally:
        loop.append(f"f{i}")
(results, trace, nested(), loop)
