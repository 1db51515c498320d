import math
from decimal import Decimal, InvalidOperation, DivisionByZero, localcontext, ROUND_HALF_UP
from collections import defaultdict

entries = """
2024-01-03,rent,-1450.00
2024-01-05,salary,4200.00
2024-01-09,groceries,-86.43
2024-01-12,groceries,-112.07
2024-01-15,utilities,-93.5
2024-01-20,refund,19.99
2024-01-28,groceries,-64.2
2024-01-30,bad,12.3.4
""".strip().splitlines()

by_cat = defaultdict(Decimal)
errors = []
for line in entries:
    date, cat, amount = line.split(",")
    try:
        by_cat[cat] += Decimal(amount)
    except InvalidOperation as e:
        errors.append((date, type(e).__name__))

balance = sum(by_cat.values())
spent = -sum(v for v in by_cat.values() if v < 0)
shares = {}
for cat, v in sorted(by_cat.items(), key=lambda kv: kv[1]):
    if v < 0:
        shares[cat] = str((-v / spent * 100).quantize(Decimal("0.1"), rounding=ROUND_HALF_UP))
    print(f"{cat:<10}{v:>10}")
print(f"{'balance':<10}{balance:>10}")

try:
    Decimal(1) / Decimal(0)
except DivisionByZero as e:
    errors.append(("div", type(e).__name__, isinstance(e, ZeroDivisionError)))
with localcontext() as ctx:
    ctx.traps[DivisionByZero] = False
    inf = Decimal(1) / Decimal(0)
    errors.append(("no trap", str(inf), inf.is_infinite(), bool(ctx.flags[DivisionByZero])))

stats = {
    "floor": math.floor(Decimal("-86.43")),
    "ceil": math.ceil(Decimal("93.5")),
    "int": int(balance),
    "float": float(Decimal("19.99")),
    "ratio": Decimal("0.75").as_integer_ratio(),
    "normalized": str(Decimal("1450.00").normalize()),
    "sci": Decimal("1450.00").normalize().to_eng_string(),
    "cmp": [Decimal("1.10") == Decimal("1.1"), Decimal("0.1") == 0.1, Decimal(3) > 2.5, hash(Decimal("2.0")) == hash(2)],
}
(str(balance), str(spent), shares, errors, stats)
