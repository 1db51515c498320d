from typing import List, Dict, Any

rows: List[Dict[str, Any]] = [
    {"region": "North", "q1": 12500.5, "q2": 13980.0, "q3": 11020.25, "q4": 16000},
    {"region": "South", "q1": 9800, "q2": 10250.75, "q3": 9999.99, "q4": 12000.1},
    {"region": "East", "q1": 15000, "q2": 14500, "q3": 15500, "q4": 17000},
    {"region": "West", "q1": 7000.333, "q2": 8000.666, "q3": 0, "q4": 9100},
]
quarters = ["q1", "q2", "q3", "q4"]
for r in rows:
    r["total"] = sum(r[q] for q in quarters)
    r["growth"] = (r["q4"] - r["q1"]) / r["q1"] * 100

columns = ["region", *quarters, "total", "growth"]


def fmt(col: str, value: Any) -> str:
    if col == "region":
        return str(value)
    if col == "growth":
        return f"{value:+.1f}%"
    return f"{value:,.2f}"


cells = [[fmt(c, r[c]) for c in columns] for r in rows]
widths = [max(len(c), *(len(row[i]) for row in cells)) for i, c in enumerate(columns)]
sep = "+" + "+".join("-" * (w + 2) for w in widths) + "+"
print(sep)
print("| " + " | ".join(c.upper().center(w) for c, w in zip(columns, widths)) + " |")
print(sep.replace("-", "="))
for row in cells:
    print("| " + " | ".join(v.ljust(w) if i == 0 else v.rjust(w) for i, (v, w) in enumerate(zip(row, widths))) + " |")
print(sep)
best = max(rows, key=lambda r: r["growth"])
print(f"Best growth: {best['region']} ({best['growth']:.2f}%)")
grand = sum(r["total"] for r in rows)
print("Grand total: {:>15,.2f}".format(grand))
round(grand, 2)
