# expect: value [["x", "return"], "int", "'Q'"]
# technique: a function's annotations under `from __future__ import annotations` are inert strings (never evaluated by the lowering)
from __future__ import annotations
def f(x: int) -> "Q":
    pass
[list(f.__annotations__), f.__annotations__["x"], f.__annotations__["return"]]
