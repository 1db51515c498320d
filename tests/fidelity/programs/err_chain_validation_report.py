from dataclasses import dataclass
from datetime import date
from typing import List, Optional


class ValidationError(ValueError):
    def __init__(self, row: int, field: str, reason: str):
        super().__init__(f"row {row}: {field} {reason}")
        self.row = row
        self.field = field


@dataclass
class Order:
    order_id: str
    quantity: int
    shipped: date


ROWS = [
    {"id": "A-1", "qty": "4", "shipped": "2024-03-01"},
    {"id": "A-2", "qty": "four", "shipped": "2024-03-02"},
    {"id": "A-3", "qty": "2", "shipped": "2024-02-30"},
    {"id": "A-4", "qty": "1"},
    {"id": "A-5", "qty": "-3", "shipped": "2024-03-09"},
]


def parse_row(i: int, row: dict) -> Order:
    try:
        qty = int(row["qty"])
    except ValueError as e:
        raise ValidationError(i, "qty", "is not an integer") from e
    if qty <= 0:
        raise ValidationError(i, "qty", "must be positive") from None
    try:
        shipped = date.fromisoformat(row["shipped"])
    except KeyError as e:
        raise ValidationError(i, "shipped", "is missing") from e
    except ValueError as e:
        raise ValidationError(i, "shipped", "is not a date") from e
    return Order(row["id"], qty, shipped)


orders: List[Order] = []
problems = []
for i, row in enumerate(ROWS, 1):
    try:
        orders.append(parse_row(i, row))
    except ValidationError as e:
        cause: Optional[BaseException] = e.__cause__
        problems.append((e.row, e.field, type(cause).__name__ if cause else None))
        print(f"{e} <- {cause!r}")

for e_row, field, cause_name in problems:
    print(f"  {e_row:>2} {field:<8} {cause_name}")
print("total quantity:", sum(o.quantity for o in orders))
[o.order_id for o in orders], len(problems)
