import math
from typing import Callable, List, Any


def attempt(label: str, fn: Callable[[], Any]) -> None:
    try:
        result = fn()
        print(f"{label}: ok {result!r}")
    except Exception as e:
        print(f"{label}: {type(e).__name__}: {e}")


class Widget:
    def __init__(self, name: str) -> None:
        self.name = name

    def resize(self, w: int, h: int) -> str:
        return f"{self.name} {w}x{h}"


data = {"a": 1, "b": [1, 2, 3]}
wid = Widget("btn")
checks: List[tuple] = [
    ("keyerror", lambda: data["missing"]),
    ("keyerror-tuple", lambda: {(1, 2): 0}[(3, 4)]),
    ("int-parse", lambda: int("x")),
    ("int-parse-base", lambda: int("12z", 16)),
    ("float-parse", lambda: float("1.2.3")),
    ("zero-div", lambda: 1 / 0),
    ("zero-floordiv", lambda: 7 // 0),
    ("zero-mod", lambda: 7 % 0),
    ("float-zero", lambda: 1.5 / 0.0),
    ("index", lambda: [1, 2][5]),
    ("str-index", lambda: "abc"[10]),
    ("attr-guest", lambda: wid.color),
    ("attr-builtin", lambda: data["a"].nope),
    ("args-few", lambda: wid.resize(1)),
    ("args-many", lambda: wid.resize(1, 2, 3)),
    ("kwarg-bad", lambda: wid.resize(1, 2, depth=3)),
    ("add-types", lambda: "a" + 1),
    ("add-types-2", lambda: 1 + "a"),
    ("list-remove", lambda: [1, 2].remove(9)),
    ("list-index", lambda: [1, 2].index(9)),
    ("str-index-m", lambda: "abc".index("z")),
    ("unhashable", lambda: {[1]: 2}),
    ("not-callable", lambda: data["a"]()),
    ("not-subscriptable", lambda: data["a"][0]),
    ("not-iterable", lambda: list(5)),
    ("dict-pop", lambda: {}.pop("k")),
    ("set-remove", lambda: set().remove(3)),
    ("max-empty", lambda: max([])),
    ("chr-range", lambda: chr(-1)),
    ("round-str", lambda: round("1.5")),
    ("len-int", lambda: len(42)),
    ("neg-sqrt", lambda: math.sqrt(-1)),
    ("ok", lambda: wid.resize(w=3, h=4)),
]
for label, fn in checks:
    attempt(label, fn)
