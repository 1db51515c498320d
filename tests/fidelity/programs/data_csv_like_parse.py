raw = """name,dept,salary,start
Alice,eng,120000,2019-04-01
Bob,eng,95000,2021-09-15
Chandra,sales,70000,2020-01-10
Dmitri,sales,82000,2018-06-30
Eve,ops,,2022-02-01
Farah,eng,130000,2017-11-20
"""


def parse(text):
    lines = [ln for ln in text.strip().splitlines() if ln.strip()]
    header = lines[0].split(",")
    rows = []
    errors = []
    for n, line in enumerate(lines[1:], start=2):
        values = line.split(",")
        row = dict(zip(header, values))
        try:
            row["salary"] = int(row["salary"])
        except ValueError as e:
            errors.append(f"line {n}: {e}")
            continue
        rows.append(row)
    return rows, errors


def by_dept(rows):
    out = {}
    for r in rows:
        d = out.setdefault(r["dept"], {"n": 0, "payroll": 0, "earliest": r["start"]})
        d["n"] += 1
        d["payroll"] += r["salary"]
        d["earliest"] = min(d["earliest"], r["start"])
    return out


rows, errors = parse(raw)
print("errors:", errors)
summary = by_dept(rows)
for dept in sorted(summary, key=lambda k: summary[k]["payroll"], reverse=True):
    s = summary[dept]
    print(f"{dept}: {s['n']} people, mean {s['payroll'] // s['n']:,}, since {s['earliest']}")
summary
