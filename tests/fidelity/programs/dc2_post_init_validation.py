from dataclasses import dataclass, field, fields, InitVar
from typing import Optional, List


@dataclass
class Rectangle:
    width: float
    height: float
    area: float = field(init=False)
    label: Optional[str] = None

    def __post_init__(self) -> None:
        if self.width <= 0 or self.height <= 0:
            raise ValueError(f"invalid dimensions {self.width}x{self.height}")
        self.area = self.width * self.height
        if self.label is None:
            self.label = f"rect-{self.width:g}x{self.height:g}"


@dataclass
class User:
    username: str
    email: str
    password: InitVar[str]
    roles: List[str] = field(default_factory=lambda: ["viewer"])
    pw_len: int = field(init=False, default=0)

    def __post_init__(self, password: str) -> None:
        self.username = self.username.lower().strip()
        if "@" not in self.email:
            raise ValueError(f"bad email: {self.email!r}")
        self.pw_len = len(password)


rects = [Rectangle(3, 4), Rectangle(2.5, 2, "square-ish"), Rectangle(10, 0.5)]
for r in rects:
    print(r)
print(sorted(rects, key=lambda r: r.area)[0].label)
for w, h in [(0, 1), (-2, 5)]:
    try:
        Rectangle(w, h)
    except ValueError as e:
        print("error:", e)
u = User("  Alice ", "a@x.io", "hunter2")
print(u, u.roles)
print([f.name for f in fields(User)])
try:
    User("bob", "nope", "pw")
except ValueError as e:
    print(e)
v = User("Carl", "c@x.io", "longer-password", roles=["admin"])
(u.pw_len, v.pw_len, v.roles, u == User("alice", "a@x.io", "other"))
