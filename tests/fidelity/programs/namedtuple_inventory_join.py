from collections import Counter, namedtuple
from typing import NamedTuple

Item = namedtuple("Item", "sku name price")
Line = namedtuple("Line", ["sku", "qty"])


class Total(NamedTuple):
    sku: str
    name: str
    qty: int
    amount: float

    def __str__(self) -> str:
        return f"{self.name} x{self.qty} = {self.amount:.2f}"


catalog = {i.sku: i for i in [Item("A1", "pen", 1.5), Item("B2", "pad", 4.0), Item("C3", "ink", 12.25)]}
lines = [Line("A1", 3), Line("C3", 1), Line("A1", 2), Line("B2", 5), Line("Z9", 1)]
qty = Counter()
missing = []
for sku, n in lines:
    if sku not in catalog:
        missing.append(sku)
        continue
    qty[sku] += n
totals = [Total(sku, catalog[sku].name, n, n * catalog[sku].price) for sku, n in sorted(qty.items())]
for t in totals:
    print(t)
grand = sum(t.amount for t in totals)
biggest = max(totals, key=lambda t: t.amount)
match biggest:
    case Total(name=name, qty=q) if q > 1:
        summary = f"{name} leads with {q}"
    case _:
        summary = "none"
(grand, missing, summary, [t._asdict() for t in totals][0], Total._fields, str(totals[0]), repr(totals[0]))
