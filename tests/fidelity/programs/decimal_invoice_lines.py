from decimal import Decimal, ROUND_HALF_UP

CENT = Decimal("0.01")

lines = [
    {"sku": "A-100", "qty": 3, "unit": "19.99", "discount": "0.10"},
    {"sku": "B-220", "qty": 12, "unit": "0.35", "discount": "0"},
    {"sku": "C-007", "qty": 1, "unit": "1499.00", "discount": "0.15"},
    {"sku": "D-314", "qty": 7, "unit": "2.675", "discount": "0.05"},
]
TAX_RATES = {"A": Decimal("0.0825"), "B": Decimal("0.0825"), "C": Decimal("0.06"), "D": Decimal("0")}


def money(x):
    return x.quantize(CENT, rounding=ROUND_HALF_UP)


rows = []
subtotal = Decimal(0)
tax_total = Decimal(0)
for line in lines:
    gross = Decimal(line["unit"]) * line["qty"]
    net = money(gross * (1 - Decimal(line["discount"])))
    tax = money(net * TAX_RATES[line["sku"][0]])
    subtotal += net
    tax_total += tax
    rows.append(f"{line['sku']:<6}{line['qty']:>4} x {Decimal(line['unit']):>8} = {net:>10,.2f}  tax {tax:>7}")

grand = subtotal + tax_total
for r in rows:
    print(r)
print(f"{'subtotal':>30} {subtotal:>10,.2f}")
print(f"{'tax':>30} {tax_total:>10,.2f}")
print(f"{'total':>30} {grand:>10,.2f}")
[str(subtotal), str(tax_total), str(grand), grand > 1500, grand.as_tuple().exponent]
