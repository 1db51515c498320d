import csv
import io
from collections import defaultdict

DATA = """date,category,amount,note
2024-01-03,groceries,54.20,weekly shop
2024-01-04,transport,12.50,bus pass
2024-01-05,groceries,23.75,
2024-01-07,entertainment,40.00,"concert, balcony"
2024-01-09,transport,8.25,taxi
2024-01-10,utilities,120.00,electricity
2024-01-12,groceries,61.10,weekly shop
2024-01-15,entertainment,15.99,streaming
"""


def category_totals(text: str) -> dict[str, float]:
    totals: dict[str, float] = defaultdict(float)
    reader = csv.DictReader(io.StringIO(text))
    for row in reader:
        totals[row["category"]] += float(row["amount"])
    return dict(totals)


totals = category_totals(DATA)
grand = sum(totals.values())
print(f"{'Category':<15}{'Total':>10}{'Share':>8}")
print("-" * 33)
for cat, amount in sorted(totals.items(), key=lambda kv: -kv[1]):
    print(f"{cat:<15}{amount:>10.2f}{amount / grand:>8.1%}")
print("-" * 33)
print(f"{'TOTAL':<15}{grand:>10.2f}")

notes = [r["note"] for r in csv.DictReader(io.StringIO(DATA)) if "," in r["note"]]
{k: round(v, 2) for k, v in totals.items()}, notes
