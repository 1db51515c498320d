from statistics import NormalDist, StatisticsError

scores = [72, 85, 90, 66, 78, 88, 95, 70, 81, 77, 84, 69, 92, 74, 80]
dist = NormalDist.from_samples(scores)
print(f"mean={dist.mean:.2f} stdev={dist.stdev:.3f} variance={dist.variance:.2f}")
print(f"median={dist.median:.2f} mode={dist.mode:.2f}")

cutoffs = dist.quantiles(n=4)
print("quartiles:", [round(c, 2) for c in cutoffs])


def grade(score: float) -> str:
    z = dist.zscore(score)
    if z >= 1.0:
        return "A"
    if z >= 0.0:
        return "B"
    if z >= -1.0:
        return "C"
    return "D"


report = {s: grade(s) for s in sorted(scores)}
print(report)

print("P(score < 75) =", round(dist.cdf(75), 4))
print("density at 80 =", round(dist.pdf(80), 5))
print("top 10% above", round(dist.inv_cdf(0.9), 2))

other_class = NormalDist(78, 9)
print("overlap with other class:", round(dist.overlap(other_class), 4))
combined = dist + other_class
print("difference distribution:", dist - other_class)
print("scaled:", dist * 1.1, "shifted:", dist + 5)
print(combined == NormalDist(combined.mean, combined.stdev))

try:
    NormalDist.from_samples([42])
except StatisticsError as e:
    print("error:", e)
try:
    dist.inv_cdf(1.0)
except StatisticsError as e:
    print("error:", e)

[round(x, 6) for x in dist.quantiles(n=5)]
