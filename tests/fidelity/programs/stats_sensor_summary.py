import statistics
from statistics import StatisticsError

sensors = {
    "temp_a": [21.3, 21.9, 22.4, 22.0, 21.7, 35.2, 21.8],
    "temp_b": [19.0, 19.2, 19.1, 19.3, 19.2],
    "humidity": [40, 42, 41, 43, 60, 39, 41, 41],
    "broken": [],
    "single": [5.0],
}


def describe(values):
    try:
        out = {
            "n": len(values),
            "mean": round(statistics.mean(values), 3),
            "median": statistics.median(values),
            "mode": statistics.mode(values),
        }
        out["stdev"] = round(statistics.stdev(values), 4)
        out["pstdev"] = round(statistics.pstdev(values), 4)
        out["range"] = max(values) - min(values)
    except StatisticsError as e:
        out = {"n": len(values), "error": str(e)} if not values else {**out, "error": str(e)}
    return out


report = {name: describe(vals) for name, vals in sensors.items()}
for name, info in report.items():
    print(f"{name:<9} {info}")
hum = sensors["humidity"]
(report, statistics.multimode(hum), statistics.median_low([1, 3, 5, 7]), statistics.median_high([1, 3, 5, 7]),
 round(statistics.harmonic_mean([40, 60]), 6), round(statistics.geometric_mean([1, 10, 100]), 6),
 statistics.quantiles(hum, n=10), round(statistics.variance(hum), 5), statistics.fmean([1, 2, 3, 4]))
