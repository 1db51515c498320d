import re
from datetime import datetime

INVOICE = """
INVOICE #INV-2024-0087
Date: 03/15/2024      Due: 04/14/2024
Bill To: Jane Doe <jane.doe@example.org>

Qty  Description                 Unit     Total
2    USB-C cable (1m)            $12.99   $25.98
1    Wireless mouse              $24.50   $24.50
3    Notebook, A5 ruled           $4.75   $14.25

Subtotal: $64.73
Tax (8.25%): $5.34
TOTAL: $70.07
"""

header = re.search(r"INVOICE #(?P<number>[A-Z]+-\d{4}-\d+)", INVOICE)
dates = dict(re.findall(r"(Date|Due): (\d{2}/\d{2}/\d{4})", INVOICE))
email = re.search(r"<([^>]+@[^>]+)>", INVOICE).group(1)
line_re = re.compile(r"^(\d+)\s+(.+?)\s+\$(\d+\.\d{2})\s+\$(\d+\.\d{2})$", re.MULTILINE)
lines = [
    {"qty": int(q), "desc": d, "unit": float(u), "total": float(t)}
    for q, d, u, t in line_re.findall(INVOICE)
]
problems = [item["desc"] for item in lines if round(item["qty"] * item["unit"], 2) != item["total"]]
subtotal = float(re.search(r"Subtotal: \$([\d.]+)", INVOICE).group(1))
rate = float(re.search(r"Tax \(([\d.]+)%\)", INVOICE).group(1))
total = float(re.search(r"^TOTAL: \$([\d.]+)", INVOICE, re.M).group(1))
issued = datetime.strptime(dates["Date"], "%m/%d/%Y")
due = datetime.strptime(dates["Due"], "%m/%d/%Y")

print(f"Invoice {header['number']} for {email.split('@')[0].replace('.', ' ').title()}")
print(f"Issued {issued:%Y-%m-%d}, due in {(due - issued).days} days")
for item in lines:
    print(f"  {item['qty']} x {item['desc']:<22} {item['total']:>7.2f}")
computed_sub = round(sum(item["total"] for item in lines), 2)
computed_tax = round(computed_sub * rate / 100, 2)
print("subtotal ok:", computed_sub == subtotal, "| total ok:", round(computed_sub + computed_tax, 2) == total)
{"number": header.group("number"), "lines": len(lines), "problems": problems, "tax": computed_tax}
