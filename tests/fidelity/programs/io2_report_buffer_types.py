import io
from decimal import Decimal
from fractions import Fraction
from typing import Any, Dict, List


def describe(value: Any) -> str:
    kind = type(value).__name__
    if isinstance(value, (int, float, Decimal, Fraction)):
        return f"{kind}:{value}"
    if isinstance(value, dict):
        return f"{kind} with keys {sorted(value)}"
    return f"{kind}"


def render(rows: List[Dict[str, Any]]) -> str:
    buf = io.StringIO()
    print("Report", "=" * 10, sep="\n", file=buf)
    for i, row in enumerate(rows, 1):
        print(f"{i:>2}.", *(f"{k}={describe(v)}" for k, v in row.items()), sep=" ", file=buf)
    print("-" * 10, file=buf, end="\n\n")
    print("rows:", len(rows), file=buf, flush=True)
    return buf.getvalue()


rows = [
    {"price": Decimal("9.99"), "share": Fraction(1, 3), "span": range(3)},
    {"tags": {"a": 1}.keys(), "pairs": {"a": 1}.items(), "cut": slice(1, 4)},
    {"n": 3, "x": 2.5, "flag": True, "none": None},
]
text = render(rows)
print(text, end="")
print(type(rows[0]["span"]) is range, type(rows[0]["price"])("1.5") + 1, type(rows[0]["share"])(3, 6))
lines = text.splitlines()
(len(lines), lines[2][:40])
