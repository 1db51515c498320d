from dataclasses import dataclass, field, asdict, replace
from typing import List, Dict


@dataclass
class Item:
    sku: str
    name: str
    price: float
    qty: int = 0
    tags: List[str] = field(default_factory=list)

    @property
    def total(self) -> float:
        return round(self.price * self.qty, 2)


@dataclass
class Warehouse:
    name: str
    items: Dict[str, Item] = field(default_factory=dict)
    log: List[str] = field(default_factory=list, repr=False)

    def add(self, item: Item) -> None:
        if item.sku in self.items:
            self.items[item.sku].qty += item.qty
            self.log.append(f"merge {item.sku}")
        else:
            self.items[item.sku] = item
            self.log.append(f"add {item.sku}")

    def value(self) -> float:
        return sum(i.total for i in self.items.values())


w = Warehouse("north")
w.add(Item("A1", "bolt", 0.25, 400, ["hw"]))
w.add(Item("B2", "nut", 0.1, 1000))
w.add(Item("A1", "bolt", 0.25, 100))
w.add(Item("C3", "gear", 12.5, 7, ["hw", "big"]))
print(w)
print(w.log)
print(f"value: {w.value():,.2f}")
cheap = replace(w.items["B2"], price=0.08)
print(cheap, cheap == w.items["B2"], cheap.tags is w.items["B2"].tags)
d = asdict(w)
print(sorted(d), d["items"]["C3"])
i1, i2 = Item("X", "x", 1.0), Item("X", "x", 1.0)
i1.tags.append("t")
print(i1.tags, i2.tags, i1 == i2)
try:
    Item("only-sku")
except TypeError as e:
    print("TypeError:", e)
asdict(w.items["A1"])
