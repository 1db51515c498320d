import csv
import io
from collections import defaultdict

DATA = """sku,name,warehouse,on_hand,reorder_point,lead_days,daily_use
A-100,Bolts M6,east,120,200,5,30
A-100,Bolts M6,west,400,200,5,22
B-220,Washers,east,35,50,3,12
C-310,"Hinge, steel",west,0,25,10,2
C-310,"Hinge, steel",east,18,25,10,3
D-999,Gasket,west,75,40,7,
"""

reader = csv.DictReader(io.StringIO(DATA))
stock = defaultdict(lambda: {"on_hand": 0, "reorder_point": 0, "daily_use": 0.0, "lead_days": 0, "name": ""})
problems = []
for row in reader:
    s = stock[row["sku"]]
    s["name"] = row["name"]
    s["on_hand"] += int(row["on_hand"])
    s["reorder_point"] = max(s["reorder_point"], int(row["reorder_point"]))
    s["lead_days"] = max(s["lead_days"], int(row["lead_days"]))
    try:
        s["daily_use"] += float(row["daily_use"])
    except ValueError:
        problems.append(f"{row['sku']}@{row['warehouse']}: missing daily_use")

out = io.StringIO()
writer = csv.writer(out, lineterminator="\n")
writer.writerow(["sku", "name", "on_hand", "days_left", "action"])
actions = {}
for sku, s in sorted(stock.items()):
    days_left = s["on_hand"] / s["daily_use"] if s["daily_use"] else float("inf")
    if s["on_hand"] == 0:
        action = "URGENT"
    elif days_left <= s["lead_days"] or s["on_hand"] < s["reorder_point"]:
        action = "reorder"
    else:
        action = "ok"
    actions[sku] = action
    writer.writerow([sku, s["name"], s["on_hand"], "inf" if days_left == float("inf") else f"{days_left:.1f}", action])
print(out.getvalue(), end="")
print("problems:", problems)
actions
