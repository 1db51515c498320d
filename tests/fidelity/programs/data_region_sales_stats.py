from collections import defaultdict, Counter
import statistics

sales = [
    {"region": "North", "rep": "alice", "amount": 1200.50, "units": 10},
    {"region": "South", "rep": "bob", "amount": 830.00, "units": 7},
    {"region": "North", "rep": "carol", "amount": 450.25, "units": 3},
    {"region": "East", "rep": "dave", "amount": 2210.00, "units": 18},
    {"region": "South", "rep": "erin", "amount": 990.90, "units": 9},
    {"region": "East", "rep": "frank", "amount": 300.00, "units": 2},
    {"region": "North", "rep": "alice", "amount": 760.00, "units": 6},
    {"region": "West", "rep": "gina", "amount": 1500.00, "units": 12},
]

by_region = defaultdict(list)
for row in sales:
    by_region[row["region"]].append(row["amount"])

summary = {}
for region, amounts in sorted(by_region.items()):
    summary[region] = {
        "count": len(amounts),
        "total": round(sum(amounts), 2),
        "mean": round(statistics.mean(amounts), 2),
        "median": round(statistics.median(amounts), 2),
        "stdev": round(statistics.stdev(amounts), 2) if len(amounts) > 1 else 0.0,
    }

for region, stats in summary.items():
    print(f"{region:<6} n={stats['count']} total={stats['total']:>9,.2f} mean={stats['mean']:.2f}")

rep_units = Counter()
for row in sales:
    rep_units[row["rep"]] += row["units"]

top_reps = rep_units.most_common(3)
print("Top reps:", top_reps)

overall = [r["amount"] for r in sales]
print(f"Overall mean: {statistics.mean(overall):.3f}")
print(f"Quantiles: {[round(q, 2) for q in statistics.quantiles(overall, n=4)]}")

best_region = max(summary, key=lambda r: summary[r]["total"])
{"summary": summary, "best_region": best_region, "top_reps": top_reps}
