from dataclasses import dataclass, field
from datetime import date
from typing import List


@dataclass
class LineItem:
    sku: str
    qty: int
    unit_price: float

    @property
    def total(self) -> float:
        return round(self.qty * self.unit_price, 2)


@dataclass
class Order:
    order_id: str
    placed: date
    items: List[LineItem] = field(default_factory=list)
    status: str = "open"

    def add(self, sku: str, qty: int, price: float) -> "Order":
        self.items.append(LineItem(sku, qty, price))
        return self

    @property
    def total(self) -> float:
        return round(sum(i.total for i in self.items), 2)


orders = [
    Order("o1", date(2024, 4, 2)).add("pen", 10, 0.99).add("pad", 2, 3.5),
    Order("o2", date(2024, 4, 1)).add("ink", 1, 12.0),
    Order("o3", date(2024, 4, 3), status="cancelled").add("pen", 1, 0.99),
]
active = sorted((o for o in orders if o.status == "open"), key=lambda o: o.placed)
([o.order_id for o in active], [o.total for o in orders], repr(orders[1].items[0]))
