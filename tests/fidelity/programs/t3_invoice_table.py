from dataclasses import dataclass
from typing import List


@dataclass
class LineItem:
    sku: str
    description: str
    qty: int
    unit_price: float

    @property
    def total(self) -> float:
        return self.qty * self.unit_price


def render_invoice(number: str, items: List[LineItem], tax_rate: float = 0.08) -> str:
    width = 60
    lines = [f"INVOICE #{number}".center(width, "="), ""]
    header = f"{'SKU':<8}{'Description':<24}{'Qty':>5}{'Price':>10}{'Total':>13}"
    lines.append(header)
    lines.append("-" * width)
    for it in items:
        desc = it.description if len(it.description) <= 22 else it.description[:21] + "…"
        lines.append(f"{it.sku:<8}{desc:<24}{it.qty:>5}{it.unit_price:>10,.2f}{it.total:>13,.2f}")
    subtotal = sum(i.total for i in items)
    tax = round(subtotal * tax_rate, 2)
    lines.append("-" * width)
    for label, value in (("Subtotal", subtotal), (f"Tax ({tax_rate:.0%})", tax), ("Total", subtotal + tax)):
        lines.append(f"{label:>47}{value:>13,.2f}")
    return "\n".join(lines)


items = [
    LineItem("A-100", "Widget", 12, 3.5),
    LineItem("B-220", "Heavy duty industrial gadget assembly", 2, 1249.99),
    LineItem("C-007", "Service fee", 1, 75),
]
text = render_invoice("2024-0042", items)
print(text)
len(text.splitlines())
