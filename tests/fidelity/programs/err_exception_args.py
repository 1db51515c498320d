errors = []
try:
    raise ValueError("bad value", 42, {"field": "x"})
except ValueError as e:
    errors.append((e.args, str(e)))
try:
    raise KeyError("missing-key")
except LookupError as e:
    errors.append((e.args, str(e), repr(e)))
try:
    int("forty-two")
except ValueError as e:
    errors.append(str(e))
try:
    raise Exception()
except Exception as e:
    errors.append((e.args, str(e), repr(e)))
try:
    [].index(3)
except ValueError as e:
    errors.append(str(e))
try:
    {"a": 1}["b"]
except KeyError as e:
    errors.append(e.args[0])
try:
    raise StopIteration(7)
except StopIteration as e:
    errors.append(e.value)
try:
    raise NotImplementedError("todo: pagination")
except RuntimeError as e:
    errors.append(f"RuntimeError family: {e}")
print(errors)
errors
