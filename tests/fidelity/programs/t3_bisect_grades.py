from bisect import bisect, bisect_left, insort
from statistics import mean, median

BREAKPOINTS = [60, 70, 80, 90]
GRADES = "FDCBA"


def grade(score: float, breakpoints=BREAKPOINTS, grades=GRADES) -> str:
    return grades[bisect(breakpoints, score)]


scores = {"ana": 93, "ben": 59.5, "cho": 70, "dev": 89.99, "eli": 80, "fay": 100, "gus": 0, "hal": 60}
report = {name: grade(s) for name, s in scores.items()}
for name, g in sorted(report.items(), key=lambda kv: (kv[1], kv[0])):
    print(f"{name:<4} {scores[name]:>6.2f} {g}")

distribution = {g: sum(1 for v in report.values() if v == g) for g in GRADES}
print(distribution)

ranked = []
for s in scores.values():
    insort(ranked, s)
print(ranked)


def percentile_rank(value, data):
    return 100.0 * bisect_left(data, value) / len(data)


print(f"mean={mean(ranked):.3f} median={median(ranked)}")
print([f"{percentile_rank(v, ranked):.1f}" for v in (0, 70, 95)])
plus_minus = [grade(s, [60, 63, 67, 70, 73, 77, 80], ["F", "D-", "D", "D+", "C-", "C", "C+", "B"]) for s in (62, 67, 79.9, 85)]
plus_minus, bisect([1, 2, 2, 2, 3], 2), bisect_left([1, 2, 2, 2, 3], 2)
