"""A typed context manager whose __exit__ annotates the traceback with types.TracebackType."""
from __future__ import annotations
import types
from types import TracebackType, MappingProxyType
from typing import Optional

class Transaction:
    def __init__(self) -> None:
        self.log: list[str] = []
    def __enter__(self) -> "Transaction":
        self.log.append("begin")
        return self
    def __exit__(self, exc_type: Optional[type[BaseException]], exc: Optional[BaseException], tb: Optional[TracebackType]) -> bool:
        self.log.append("rollback" if exc_type else "commit")
        return exc_type is ValueError

def check(tb: TracebackType | None, n: types.NoneType = None) -> bool:
    return isinstance(tb, TracebackType)

with Transaction() as t:
    raise ValueError("x")
ro = MappingProxyType({"a": 1})
print(t.log, check(None), ro["a"], dict(ro), types.NoneType, isinstance(int | None, types.UnionType))
try:
    ro["b"] = 2
except TypeError as e:
    print(e)
t.log
