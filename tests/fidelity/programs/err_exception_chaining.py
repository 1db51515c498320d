def load(raw):
    try:
        return int(raw)
    except ValueError as e:
        raise RuntimeError(f"cannot load {raw!r}") from e


def wrapped(raw):
    try:
        return load(raw)
    except RuntimeError as e:
        return f"{e} (cause: {type_name(e)})"


def type_name(e):
    for cls in (RuntimeError, ValueError, KeyError, Exception):
        if isinstance(e, cls):
            return cls.__name__
    return "?"


def suppress_context():
    try:
        {}["x"]
    except KeyError:
        raise ValueError("clean") from None


results = [wrapped("12"), wrapped("twelve")]
try:
    suppress_context()
except ValueError as e:
    results.append((str(e), "suppressed"))
try:
    try:
        raise TypeError("inner")
    finally:
        results.append("finally ran")
except TypeError as e:
    results.append(e.args)
results
