import re
from itertools import product

orders = [
    {"id": 1, "lines": [{"sku": "A", "qty": 2, "price": 9.99}, {"sku": "B", "qty": 1, "price": 24.5}]},
    {"id": 2, "lines": []},
    {"id": 3, "lines": [{"sku": "A", "qty": 10, "price": 9.49}]},
    {"id": 4, "lines": [{"sku": "C", "qty": 3, "price": 4.0}, {"sku": "A", "qty": 1, "price": 9.99}]},
]

totals = {o["id"]: t for o in orders if (t := round(sum(ln["qty"] * ln["price"] for ln in o["lines"]), 2)) > 0}
print(totals)
big = [(o["id"], n) for o in orders if (n := len(o["lines"])) >= 2]
print(big, n)
skus = sorted({ln["sku"] for o in orders for ln in o["lines"]})
matrix = {sku: [sum(ln["qty"] for ln in o["lines"] if ln["sku"] == sku) for o in orders] for sku in skus}
print(matrix)

text = "id=17; name=widget; price=3.50; junk; qty=8"
pairs = {m[1]: m[2] for part in text.split(";") if (m := re.match(r"\s*(\w+)=(\S+)", part))}
print(pairs)
grid = [[r * 3 + c for c in range(3)] for r in range(3)]
flat = [x for row in grid for x in row if x % 2 == 0]
diag = [grid[i][i] for i in range(len(grid))]
transposed = [[row[i] for row in grid] for i in range(3)]
print(flat, diag, transposed)
combos = [f"{a}{b}" for a, b in product("xy", range(2))]
chunks = [list(range(10))[i:i + 4] for i in range(0, 10, 4)]
data = [5, 3, 8, 1]
while (item := data.pop()) != 8:
    print("popped", item)
gen_sum = sum(x * x for x in range(5))
combos, chunks, data, gen_sum, [y for x in [1, 2, 3] if (y := x * 10) > 10]
