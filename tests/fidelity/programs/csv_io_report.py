import csv
import io

SOURCE = '''id,name,amount,notes
1,Widget,9.99,"small, blue"
2,Gadget,24.50,
3,"Thing ""deluxe""",100.00,"multi
line"
'''

reader = csv.DictReader(io.StringIO(SOURCE))
rows = list(reader)
total = sum(float(r["amount"]) for r in rows)
out = io.StringIO()
writer = csv.writer(out, lineterminator="\n")
writer.writerow(["name", "amount_cents"])
for r in rows:
    writer.writerow([r["name"], int(round(float(r["amount"]) * 100))])
print(out.getvalue())
([r["name"] for r in rows], rows[2]["notes"], total, out.getvalue().splitlines())
