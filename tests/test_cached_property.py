"""functools.cached_property on guest classes: each program gives CPython's result."""

from __future__ import annotations

import pytest

from stdlib_diff import cpython_outcome as cpython
from stdlib_diff import guest_outcome as guest

PROGRAMS: dict[str, str] = {
    "computed_once_then_deleted": """
from functools import cached_property
class Data:
    def __init__(self, xs):
        self.xs = xs
        self.calls = 0
    @cached_property
    def total(self):
        self.calls += 1
        return sum(self.xs)
d = Data([1, 2, 3])
first = (d.total, d.total, d.calls)
del d.total
d.xs.append(4)
(first, d.total, d.calls)
""",
    "assignment_overrides": """
import functools
class C:
    @functools.cached_property
    def v(self):
        return 1
c = C()
c.v = 5
(c.v, C().v)
""",
    "getter_raises_nothing_cached": """
from functools import cached_property
class C:
    n = 0
    @cached_property
    def v(self):
        C.n += 1
        raise ValueError(f"try {C.n}")
c = C()
out = []
for _ in range(2):
    try:
        c.v
    except ValueError as e:
        out.append(str(e))
out
""",
    "no_set_name": """
from functools import cached_property
class C:
    pass
C.v = cached_property(lambda self: 1)
C().v
""",
    "slots_without_dict": """
from functools import cached_property
class C:
    __slots__ = ("x",)
    @cached_property
    def v(self):
        return 1
C().v
""",
    "inherited_and_dataclass": """
from dataclasses import dataclass
from functools import cached_property
@dataclass(frozen=True)
class P:
    x: int
    @cached_property
    def sq(self):
        return self.x * self.x
class Q(P):
    pass
(P(3).sq, Q(4).sq, P(3) == P(3))
""",
}


@pytest.mark.parametrize("name", sorted(PROGRAMS))
def test_cached_property_matches_cpython(name: str) -> None:
    source = PROGRAMS[name]
    assert guest(source) == cpython(source)
