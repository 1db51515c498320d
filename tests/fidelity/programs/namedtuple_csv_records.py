import csv
import io
from collections import defaultdict, namedtuple

RAW = """order_id,customer,region,amount,status
1001,acme,north,250.00,shipped
1002,globex,south,99.50,pending
1003,acme,north,410.25,shipped
1004,initech,east,15.00,cancelled
1005,globex,south,320.75,shipped
1006,umbrella,west,78.10,pending
"""

reader = csv.reader(io.StringIO(RAW))
header = next(reader)
Order = namedtuple("Order", header)
orders = [Order._make(row) for row in reader]
orders = [o._replace(order_id=int(o.order_id), amount=float(o.amount)) for o in orders]

by_region = defaultdict(float)
for o in orders:
    if o.status != "cancelled":
        by_region[o.region] += o.amount

top = sorted(orders, key=lambda o: o.amount, reverse=True)[:3]
for o in top:
    print(f"{o.order_id} {o.customer:<10} {o.amount:>8.2f}")
print(orders[0])
pending = [o._asdict() for o in orders if o.status == "pending"]
(dict(by_region), Order._fields, pending, [o.order_id for o in top], len(orders))
