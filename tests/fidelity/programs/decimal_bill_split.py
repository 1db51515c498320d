from decimal import Decimal, ROUND_DOWN


def split(total, people):
    """Split a bill into cents so the parts add up exactly (the remainder goes to the first)."""
    total = Decimal(total)
    share = (total / people).quantize(Decimal("0.01"), rounding=ROUND_DOWN)
    parts = [share] * people
    leftover = total - share * people
    i = 0
    while leftover > 0:
        parts[i] += Decimal("0.01")
        leftover -= Decimal("0.01")
        i += 1
    return parts


results = {}
for total, people in [("100.00", 3), ("0.05", 4), ("1234.56", 7), ("10", 6)]:
    parts = split(total, people)
    assert sum(parts) == Decimal(total)
    results[f"{total}/{people}"] = [str(p) for p in parts]
    print(total, people, ", ".join(str(p) for p in parts))

tip_rates = [Decimal(n) / 100 for n in (15, 18, 20)]
tips = [str((Decimal("86.40") * r).quantize(Decimal("0.01"))) for r in tip_rates]
print("tips", tips)
(results, tips, str(sum(tip_rates)), min(tip_rates) == Decimal("0.15"))
