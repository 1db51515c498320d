from typing import List, Dict

sales: List[Dict[str, object]] = [
    {"region": "North", "q1": 12500.5, "q2": 13980.25, "growth": 0.1184},
    {"region": "South", "q1": 8900.0, "q2": 8100.75, "growth": -0.0898},
    {"region": "East", "q1": 15000, "q2": 15000, "growth": 0.0},
    {"region": "Westerly Isles", "q1": 220.1, "q2": 1001.9, "growth": 3.552},
]


def fmt_row(cells: List[str], widths: List[int], aligns: str) -> str:
    out = []
    for cell, w, a in zip(cells, widths, aligns):
        out.append(format(cell, f"{a}{w}"))
    return "| " + " | ".join(out) + " |"


headers = ["Region", "Q1", "Q2", "Growth"]
body = [
    [str(r["region"]), f"{r['q1']:,.2f}", f"{r['q2']:,.2f}", f"{r['growth']:+.1%}"]
    for r in sales
]
widths = [max(len(row[i]) for row in [headers] + body) for i in range(len(headers))]
sep = "+-" + "-+-".join("-" * w for w in widths) + "-+"
print(sep)
print(fmt_row(headers, widths, "^^^^"))
print(sep)
for row in body:
    print(fmt_row(row, widths, "<>>>"))
print(sep)
total_q1 = sum(float(r["q1"]) for r in sales)  # type: ignore[arg-type]
total_q2 = sum(float(r["q2"]) for r in sales)  # type: ignore[arg-type]
print(fmt_row(["TOTAL", f"{total_q1:,.2f}", f"{total_q2:,.2f}", f"{total_q2 / total_q1 - 1:+.1%}"], widths, "<>>>"))
print(sep)
print("%-10s|%8.2f|%5d|%x|%r|%s" % ("pct", 3.14159, 42, 255, "q", None))
print("%(name)s has %(n)03d items" % {"name": "cart", "n": 7})
print("{:=^40}".format(" END "))
len(sep)
