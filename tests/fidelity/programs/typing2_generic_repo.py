from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Dict, Generic, Iterable, Iterator, List, Optional, Protocol, TypeVar, Union, Final, Literal, cast

T = TypeVar("T")
K = TypeVar("K")
MAX_ITEMS: Final = 100
Mode = Literal["strict", "lenient"]


class HasId(Protocol):
    id: int


@dataclass
class User:
    id: int
    name: str
    active: bool = True


@dataclass
class Repo(Generic[T]):
    items: Dict[int, T] = field(default_factory=dict)

    def add(self, item: T) -> None:
        key = cast(HasId, item).id
        if len(self.items) >= MAX_ITEMS:
            raise OverflowError("repo full")
        self.items[key] = item

    def get(self, key: int) -> Optional[T]:
        return self.items.get(key)

    def filter(self, pred: Callable[[T], bool]) -> List[T]:
        return [v for v in self.items.values() if pred(v)]

    def __iter__(self) -> Iterator[T]:
        return iter(self.items.values())

    def __len__(self) -> int:
        return len(self.items)


def group_by(items: Iterable[T], key: Callable[[T], K]) -> Dict[K, List[T]]:
    out: Dict[K, List[T]] = {}
    for it in items:
        out.setdefault(key(it), []).append(it)
    return out


def coerce(v: Union[int, str, None], mode: Mode = "lenient") -> int:
    if v is None:
        return 0
    if isinstance(v, int):
        return v
    if mode == "strict" and not v.isdigit():
        raise ValueError(f"not a number: {v!r}")
    return int(v) if v.isdigit() else -1


repo: Repo[User] = Repo()
for i, n in enumerate(["ann", "bob", "cy", "dee"], start=1):
    repo.add(User(i, n, active=i % 2 == 1))
print(len(repo), repo.get(2), repo.get(99))
print([u.name for u in repo.filter(lambda u: u.active)])
print({k: [u.name for u in v] for k, v in group_by(repo, lambda u: u.active).items()})
print(coerce(5), coerce("12"), coerce(None), coerce("x"))
try:
    coerce("x", "strict")
except ValueError as e:
    print(e)
print(Repo.__name__, User.__annotations__ if False else "skip")
sorted(u.name for u in repo)[::-1]
