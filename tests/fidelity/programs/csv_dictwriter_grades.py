import csv
import io

raw = """name,math,science,english
Alice,92,88,95
Bob,75,80,68
Charlie,88,94,79
Dana,65,70,72
Eve,99,97,100
"""

reader = csv.DictReader(io.StringIO(raw))
rows = []
for row in reader:
    scores = {k: int(v) for k, v in row.items() if k != "name"}
    avg = sum(scores.values()) / len(scores)
    grade = "A" if avg >= 90 else "B" if avg >= 80 else "C" if avg >= 70 else "D"
    rows.append({"name": row["name"], **scores, "average": f"{avg:.1f}", "grade": grade})

print("Fields:", reader.fieldnames)

out = io.StringIO()
writer = csv.DictWriter(out, fieldnames=["name", "math", "science", "english", "average", "grade"], lineterminator="\n")
writer.writeheader()
writer.writerows(sorted(rows, key=lambda r: float(r["average"]), reverse=True))
print(out.getvalue())

buf = io.StringIO()
w = csv.writer(buf, quoting=csv.QUOTE_NONNUMERIC, lineterminator="\n")
w.writerow(["note", 'He said "hi", then left', 3.5])
w.writerow(["multi", "line\ntext", 1])
text = buf.getvalue()
print(text)
back = list(csv.reader(io.StringIO(text), quoting=csv.QUOTE_NONNUMERIC))
print(back)

grade_counts = {}
for r in rows:
    grade_counts[r["grade"]] = grade_counts.get(r["grade"], 0) + 1
grade_counts
