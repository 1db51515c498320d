from __future__ import annotations

from dataclasses import FrozenInstanceError, asdict, dataclass, field, replace


@dataclass(order=True)
class Item:
    sort_key: float = field(init=False, repr=False)
    name: str
    price: float
    qty: int = 0
    tags: list[str] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.sort_key = self.price * self.qty

    @property
    def value(self) -> float:
        return round(self.price * self.qty, 2)


@dataclass(frozen=True)
class Location:
    aisle: int
    shelf: str


stock = [Item("widget", 2.5, 10, ["small"]), Item("gadget", 12.0, 3), Item("doohickey", 0.75, 100, ["bulk", "small"])]
stock.sort(reverse=True)
loc = Location(4, "B")
moved = replace(loc, shelf="C")
try:
    loc.aisle = 5
except FrozenInstanceError as e:
    frozen_err = str(e)
print(stock[0])
([asdict(i) for i in stock], [i.value for i in stock], loc == Location(4, "B"), repr(moved), frozen_err, hash(loc) == hash(Location(4, "B")))
