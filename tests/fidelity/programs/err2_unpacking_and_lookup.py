from typing import Dict, List, Tuple

records = ["alice,30,nyc", "bob,25", "carol,41,sf,extra", "dave,x,la"]


def parse(line: str) -> Tuple[str, int, str]:
    name, age, city = line.split(",")
    return name, int(age), city


ok: List[Tuple[str, int, str]] = []
errors: Dict[str, str] = {}
for line in records:
    try:
        ok.append(parse(line))
    except ValueError as e:
        errors[line] = f"{type(e).__name__}: {e}"
print(ok)
for k, v in errors.items():
    print(f"{k!r:24} -> {v}")

try:
    a, b = 1, 2, 3
except ValueError as e:
    print(e)
try:
    a, b, c = [1]
except ValueError as e:
    print(e)
try:
    x, *y, z = [1]
except ValueError as e:
    print(e)
try:
    (p, q), r = (1, 2, 3), 4
except ValueError as e:
    print(e)
try:
    m, n = 5
except TypeError as e:
    print(e)
try:
    for k, v in ["ab", "cde"]:
        print(k, v)
except ValueError as e:
    print("loop:", e)
lookup = {"x": 1}
try:
    lookup["y"]
except KeyError as e:
    print("KeyError", e, e.args, str(e) == "'y'")
try:
    {}[0]
except LookupError as e:
    print(type(e).__name__, repr(e))
try:
    raise KeyError("a message with spaces")
except KeyError as e:
    print(e)
dict(zip("abc", range(3)))
