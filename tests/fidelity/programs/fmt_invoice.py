from __future__ import annotations




class_free_note = "line items are dicts"


def line_total(item: dict) -> float:
    return item["qty"] * item["unit"] * (1 - item.get("discount", 0))


items = [
    {"desc": "Consulting (hours)", "qty": 12, "unit": 150.0},
    {"desc": "License seat", "qty": 5, "unit": 49.99, "discount": 0.1},
    {"desc": "Support plan", "qty": 1, "unit": 1200.0},
    {"desc": "Travel", "qty": 1, "unit": 312.4},
]
TAX = 0.2

width = 56
print(f"{'INVOICE #2024-0042':^{width}}")
print("=" * width)
print(f"{'Description':<26}{'Qty':>5}{'Unit':>11}{'Total':>14}")
print("-" * width)
subtotal = 0.0
for it in items:
    total = line_total(it)
    subtotal += total
    disc = f" (-{it['discount']:.0%})" if it.get("discount") else ""
    print(f"{(it['desc'] + disc)[:26]:<26}{it['qty']:>5}{it['unit']:>11,.2f}{total:>14,.2f}")
print("-" * width)
tax = subtotal * TAX
for label, value in (("Subtotal", subtotal), (f"Tax {TAX:.0%}", tax), ("TOTAL", subtotal + tax)):
    print(f"{label:>42}{value:>14,.2f}")
{"subtotal": round(subtotal, 2), "tax": round(tax, 2), "total": round(subtotal + tax, 2), "note": class_free_note}
