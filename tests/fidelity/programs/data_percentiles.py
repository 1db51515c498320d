import math
import statistics
from typing import List, Sequence

latencies_ms = [12, 15, 11, 19, 250, 14, 13, 18, 22, 16, 17, 13, 14, 900, 15, 16, 12, 21, 19, 14]


def percentile(values: Sequence[float], p: float) -> float:
    if not values:
        raise ValueError("no values")
    ordered = sorted(values)
    k = (len(ordered) - 1) * p / 100
    lo, hi = math.floor(k), math.ceil(k)
    if lo == hi:
        return float(ordered[int(k)])
    return ordered[lo] + (ordered[hi] - ordered[lo]) * (k - lo)


def outliers(values: List[float], z: float = 2.0) -> List[float]:
    mu = statistics.mean(values)
    sd = statistics.stdev(values)
    return [v for v in values if abs(v - mu) / sd > z]


report = {f"p{p}": round(percentile(latencies_ms, p), 2) for p in (50, 90, 95, 99)}
report["mean"] = round(statistics.mean(latencies_ms), 2)
report["median"] = statistics.median(latencies_ms)
report["outliers"] = outliers(latencies_ms)
report["quartiles"] = statistics.quantiles(latencies_ms, n=4)
for k, v in report.items():
    print(f"{k:>9}: {v}")
try:
    percentile([], 50)
except ValueError as e:
    report["empty"] = str(e)
report
