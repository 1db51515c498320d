from decimal import Decimal, ROUND_HALF_UP, ROUND_DOWN, getcontext
from fractions import Fraction

CENT = Decimal("0.01")

items = [
    ("Consulting", Decimal("12.5"), Decimal("85.00")),
    ("Travel", Decimal("1"), Decimal("342.17")),
    ("Software license", Decimal("3"), Decimal("19.99")),
]
TAX_RATE = Decimal("0.0825")

subtotal = Decimal("0")
for desc, qty, price in items:
    line = (qty * price).quantize(CENT, rounding=ROUND_HALF_UP)
    subtotal += line
    print(f"{desc:<18}{qty:>6} x {price:>8} = {line:>10}")

tax = (subtotal * TAX_RATE).quantize(CENT, rounding=ROUND_HALF_UP)
total = subtotal + tax
print(f"{'Subtotal':<36}{subtotal:>10}")
print(f"{'Tax':<36}{tax:>10}")
print(f"{'Total':<36}{total:>10}")

def split_evenly(amount: Decimal, ways: int) -> list:
    base = (amount / ways).quantize(CENT, rounding=ROUND_DOWN)
    shares = [base] * ways
    remainder = amount - base * ways
    i = 0
    while remainder > 0:
        shares[i] += CENT
        remainder -= CENT
        i += 1
    return shares

shares = split_evenly(total, 3)
print(shares, sum(shares) == total)
print(Decimal("0.1") + Decimal("0.2") == Decimal("0.3"), 0.1 + 0.2 == 0.3)
print(getcontext().prec, Decimal(1) / Decimal(7))

ratio = Fraction(3, 8) + Fraction(1, 6)
print(ratio, float(ratio), ratio.limit_denominator(10), Fraction("0.125"), Fraction(1.5))
print(Decimal("1234567.891").quantize(CENT), f"{Decimal('1234567.891'):,.2f}")
{"subtotal": str(subtotal), "tax": str(tax), "total": str(total), "shares": [str(s) for s in shares]}
