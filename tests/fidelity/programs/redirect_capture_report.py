import io
from contextlib import redirect_stdout


def render_table(rows):
    width = max(len(r["name"]) for r in rows)
    print(f"{'name':<{width}} | qty | price")
    print("-" * (width + 15))
    for r in rows:
        print(f"{r['name']:<{width}} | {r['qty']:>3} | {r['price']:>5.2f}")
    total = sum(r["qty"] * r["price"] for r in rows)
    print(f"{'total':<{width}} |     | {total:>5.2f}")
    return total


rows = [
    {"name": "widget", "qty": 3, "price": 2.5},
    {"name": "gadget", "qty": 1, "price": 10.0},
    {"name": "doohickey", "qty": 12, "price": 0.75},
]

buf = io.StringIO()
with redirect_stdout(buf) as captured:
    total = render_table(rows)
    assert captured is buf

report = buf.getvalue()
lines = report.splitlines()
print(f"captured {len(lines)} lines, total={total}")
print("widest line:", max(len(line) for line in lines))
print(report.upper(), end="")
{"lines": len(lines), "total": total, "first": lines[0]}
