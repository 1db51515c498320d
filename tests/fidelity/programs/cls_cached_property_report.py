from functools import cached_property
import statistics


class Dataset:
    def __init__(self, name, values):
        self.name = name
        self.values = list(values)
        self.computations = 0

    @cached_property
    def sorted_values(self):
        self.computations += 1
        return sorted(self.values)

    @cached_property
    def summary(self):
        self.computations += 1
        v = self.sorted_values
        return {
            "min": v[0],
            "max": v[-1],
            "mean": round(statistics.fmean(v), 3),
            "median": statistics.median(v),
            "mode": statistics.mode(v),
        }

    def percentile(self, p):
        v = self.sorted_values
        k = (len(v) - 1) * p / 100
        lo = int(k)
        hi = min(lo + 1, len(v) - 1)
        return v[lo] + (v[hi] - v[lo]) * (k - lo)

    def __repr__(self):
        return f"Dataset({self.name!r}, n={len(self.values)})"


ds = Dataset("latency_ms", [120, 85, 85, 240, 99, 101, 85, 300, 150, 97])
print(ds)
print(ds.summary)
print(ds.summary is ds.summary, ds.computations)
print([round(ds.percentile(p), 1) for p in (50, 90, 99)])
del ds.summary
print(ds.summary["max"], ds.computations)
print(statistics.pvariance(ds.values), round(statistics.pstdev(ds.values), 4))
print(statistics.harmonic_mean([40, 60]), statistics.multimode("aabbbcc"))
ds.summary
