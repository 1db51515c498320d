from collections import Counter, defaultdict
from typing import Dict, List

responses: List[Dict[str, str]] = [
    {"age": "18-24", "plan": "free", "rating": "4", "country": "US"},
    {"age": "25-34", "plan": "pro", "rating": "5", "country": "DE"},
    {"age": "25-34", "plan": "free", "rating": "3", "country": "US"},
    {"age": "35-44", "plan": "team", "rating": "4", "country": "UK"},
    {"age": "18-24", "plan": "pro", "rating": "2", "country": "US"},
    {"age": "45+", "plan": "team", "rating": "5", "country": "DE"},
    {"age": "25-34", "plan": "pro", "rating": "4", "country": "UK"},
    {"age": "35-44", "plan": "free", "rating": "", "country": "US"},
]

table: Dict[str, Counter] = defaultdict(Counter)
ratings: Dict[str, List[int]] = defaultdict(list)
for r in responses:
    table[r["age"]][r["plan"]] += 1
    if r["rating"].strip():
        ratings[r["plan"]].append(int(r["rating"]))

plans = sorted({r["plan"] for r in responses})
ages = sorted(table, key=lambda a: int(a.rstrip("+").split("-")[0]))
print("age".ljust(7) + "".join(p.rjust(6) for p in plans) + "total".rjust(7))
for age in ages:
    row = table[age]
    print(age.ljust(7) + "".join(str(row[p]).rjust(6) for p in plans) + str(sum(row.values())).rjust(7))
col_totals = [sum(table[a][p] for a in ages) for p in plans]
print("total".ljust(7) + "".join(str(t).rjust(6) for t in col_totals) + str(sum(col_totals)).rjust(7))
avg = {p: round(sum(v) / len(v), 2) for p, v in sorted(ratings.items())}
nps = {p: sum(1 for x in v if x >= 4) / len(v) * 100 for p, v in ratings.items()}
print("avg rating:", avg)
print("share 4+:", {p: f"{v:.0f}%" for p, v in sorted(nps.items())})
by_country = Counter(r["country"] for r in responses)
print(", ".join(f"{c}={n}" for c, n in by_country.most_common()))
avg
