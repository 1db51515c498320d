from collections import defaultdict

rows = [
    ("2024-Q1", "north", 120), ("2024-Q1", "south", 80), ("2024-Q2", "north", 135),
    ("2024-Q2", "south", 95), ("2024-Q2", "west", 40), ("2024-Q3", "north", 150),
    ("2024-Q3", "west", 60), ("2024-Q1", "west", 30), ("2024-Q3", "south", 70),
]


def pivot(data, row_key=0, col_key=1, value_key=2):
    table = defaultdict(dict)
    cols = set()
    for rec in data:
        r, c, v = rec[row_key], rec[col_key], rec[value_key]
        table[r][c] = table[r].get(c, 0) + v
        cols.add(c)
    return {r: table[r] for r in sorted(table)}, sorted(cols)


table, cols = pivot(rows)
header = "quarter".ljust(9) + "".join(c.rjust(7) for c in cols) + "  total".rjust(8)
print(header)
print("-" * len(header))
col_totals = dict.fromkeys(cols, 0)
for quarter, values in table.items():
    cells = []
    for c in cols:
        v = values.get(c, 0)
        col_totals[c] += v
        cells.append(str(v).rjust(7))
    print(quarter.ljust(9) + "".join(cells) + str(sum(values.values())).rjust(8))
print("total".ljust(9) + "".join(str(col_totals[c]).rjust(7) for c in cols) + str(sum(col_totals.values())).rjust(8))
growth = {c: table["2024-Q3"].get(c, 0) - table["2024-Q1"].get(c, 0) for c in cols}
growth
