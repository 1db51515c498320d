from typing import Iterator, Iterable, Dict
import itertools

RAW = """order_id,customer,amount,currency
1001,acme,250.00,USD
1002,globex,99.90,EUR
1003,acme,-5.00,USD
1004,initech,1200.50,USD
bad line
1005,globex,300.00,EUR
1006,umbrella,42.00,GBP
"""
RATES = {"USD": 1.0, "EUR": 1.08, "GBP": 1.27}


def read_lines(text: str) -> Iterator[str]:
    for line in text.splitlines():
        if line.strip():
            yield line


def parse(lines: Iterable[str]) -> Iterator[Dict[str, str]]:
    header = next(iter(lines)).split(",")
    for line in lines:
        parts = line.split(",")
        if len(parts) != len(header):
            print(f"skipping malformed: {line!r}")
            continue
        yield dict(zip(header, parts))


def convert(rows: Iterable[Dict[str, str]]) -> Iterator[Dict[str, object]]:
    for row in rows:
        amount = float(row["amount"])
        if amount <= 0:
            continue
        yield {"id": int(row["order_id"]), "customer": row["customer"],
               "usd": round(amount * RATES[row["currency"]], 2)}


lines = read_lines(RAW)
pipeline = convert(parse(lines))
first_three = list(itertools.islice(pipeline, 3))
rest = list(pipeline)
for row in first_three + rest:
    print(f"#{row['id']} {row['customer']:<9} ${row['usd']:>9,.2f}")
totals = {}
for row in first_three + rest:
    totals[row["customer"]] = round(totals.get(row["customer"], 0) + row["usd"], 2)
totals
