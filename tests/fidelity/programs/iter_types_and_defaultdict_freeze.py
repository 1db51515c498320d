"""Lazy builtins keep CPython's types; a defaultdict is frozen before it is returned;
a collections subclass shows CPython's MRO."""
from collections import Counter, OrderedDict, defaultdict

readings = ["  12.5", "n/a", "7", "", " 30.25 "]
cleaned = map(str.strip, readings)
kept = filter(None, cleaned)
pairs = zip(range(3), "abc")
numbered = enumerate(["x", "y"], start=1)
print([type(x).__name__ for x in (cleaned, kept, pairs, numbered)])
print(isinstance(kept, filter), type(pairs) is zip, list(numbered))


def parse(values: list[str]) -> dict[str, list[float]]:
    by_kind: defaultdict[str, list[float]] = defaultdict(list)
    for v in values:
        try:
            by_kind["num"].append(float(v))
        except ValueError:
            by_kind["bad"].append(float("nan") if v == "n/a" else -1.0)
    by_kind.default_factory = None  # lookups of missing kinds raise from here on
    try:
        by_kind["missing"]
    except KeyError as e:
        print("frozen:", e)
    return dict(by_kind)


class Recent(OrderedDict):
    def touch(self, key: str) -> None:
        self.move_to_end(key)


class Tally(Counter):
    pass


r = Recent(a=1, b=2)
r.touch("a")
print([k.__name__ for k in Recent.__mro__], [k.__name__ for k in Tally.__mro__], list(r))
result = parse([s for s in map(str.strip, readings) if s])
{"num": result["num"], "bad": len(result["bad"])}
