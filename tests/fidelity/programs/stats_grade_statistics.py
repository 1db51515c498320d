import statistics
from collections import defaultdict

scores = {
    "alice": {"math": 91, "physics": 85, "history": 78},
    "bob": {"math": 72, "physics": 64, "history": 88},
    "chen": {"math": 85, "physics": 92, "history": 81},
    "dana": {"math": 58, "physics": 70, "history": 95},
    "eli": {"math": 85, "physics": 77, "history": 69},
}


def letter(score: float) -> str:
    for cutoff, grade in ((90, "A"), (80, "B"), (70, "C"), (60, "D")):
        if score >= cutoff:
            return grade
    return "F"


by_subject = defaultdict(list)
for student, marks in scores.items():
    for subject, mark in marks.items():
        by_subject[subject].append(mark)

print(f"{'subject':<9}{'mean':>7}{'median':>8}{'stdev':>8}{'range':>9}")
for subject, marks in sorted(by_subject.items()):
    print(f"{subject:<9}{statistics.mean(marks):>7.1f}{statistics.median(marks):>8}"
          f"{statistics.stdev(marks):>8.2f}{min(marks):>5}-{max(marks)}")

averages = {s: round(statistics.fmean(m.values()), 2) for s, m in scores.items()}
ranked = sorted(averages.items(), key=lambda kv: (-kv[1], kv[0]))
for pos, (student, avg) in enumerate(ranked, start=1):
    print(f"{pos}. {student.title():<6} {avg:6.2f} {letter(avg)}")
all_marks = [m for marks in by_subject.values() for m in marks]
print("mode:", statistics.mode(all_marks), "quartiles:", statistics.quantiles(all_marks, n=4))
print("pstdev:", round(statistics.pstdev(all_marks), 4), "variance:", round(statistics.variance(all_marks), 4))
ranked[0]
