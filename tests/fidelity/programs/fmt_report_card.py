students = {
    "Ada": {"math": 97, "physics": 91, "history": 78, "art": 88},
    "Brian": {"math": 62, "physics": 70, "history": 85, "art": 92},
    "Chen": {"math": 88, "physics": 84, "history": 90},
    "Dora": {"math": 45, "physics": 52, "history": 61, "art": 70},
}


def grade(score: float) -> str:
    for cutoff, letter in ((90, "A"), (80, "B"), (70, "C"), (60, "D")):
        if score >= cutoff:
            return letter
    return "F"


subjects = sorted({s for marks in students.values() for s in marks})
print("{:<8}".format("name") + "".join("{:>9}".format(s) for s in subjects) + "{:>8}{:>6}".format("avg", "grd"))
summary = {}
for name, marks in sorted(students.items()):
    avg = sum(marks.values()) / len(marks)
    cells = "".join("{:>9}".format(marks.get(s, "-")) for s in subjects)
    print("{:<8}{}{:>8.1f}{:>6}".format(name, cells, avg, grade(avg)))
    summary[name] = {"avg": round(avg, 1), "grade": grade(avg), "missing": [s for s in subjects if s not in marks]}
best = {s: max((m[s], n) for n, m in students.items() if s in m) for s in subjects}
print("best: " + "; ".join("%s=%s(%d)" % (s, n, sc) for s, (sc, n) in best.items()))
summary
