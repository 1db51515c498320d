from typing import TypedDict, Optional, Protocol, List, Dict, Union, Callable, Iterable


class OrderLine(TypedDict):
    sku: str
    qty: int
    unit_price: float


class Order(TypedDict, total=False):
    id: int
    customer: str
    lines: List[OrderLine]
    coupon: Optional[str]


class Discount(Protocol):
    def apply(self, subtotal: float) -> float: ...


class PercentOff:
    def __init__(self, pct: float) -> None:
        self.pct = pct

    def apply(self, subtotal: float) -> float:
        return subtotal * (1 - self.pct / 100)


class FlatOff:
    def __init__(self, amount: float) -> None:
        self.amount = amount

    def apply(self, subtotal: float) -> float:
        return max(0.0, subtotal - self.amount)


COUPONS: Dict[str, Discount] = {"SAVE10": PercentOff(10), "FIVER": FlatOff(5)}


def subtotal(lines: Iterable[OrderLine]) -> float:
    return sum(line["qty"] * line["unit_price"] for line in lines)


def order_total(order: Order, lookup: Callable[[str], Optional[Discount]] = COUPONS.get) -> float:
    amount = subtotal(order.get("lines", []))
    code: Union[str, None] = order.get("coupon")
    if code:
        discount = lookup(code)
        if discount is not None:
            amount = discount.apply(amount)
    return round(amount, 2)


orders: List[Order] = [
    {"id": 1, "customer": "ann", "lines": [{"sku": "A", "qty": 2, "unit_price": 9.99}], "coupon": "SAVE10"},
    {"id": 2, "customer": "ben", "lines": [{"sku": "B", "qty": 1, "unit_price": 3.5}], "coupon": "FIVER"},
    {"id": 3, "customer": "cat", "lines": []},
    {"id": 4, "customer": "dan", "lines": [{"sku": "C", "qty": 3, "unit_price": 20.0}], "coupon": "BOGUS"},
]

totals = {o["customer"]: order_total(o) for o in orders}
for name, total in totals.items():
    print(f"{name}: {total:8.2f}")
print(Order.__required_keys__ == frozenset(), sorted(OrderLine.__annotations__))
totals
