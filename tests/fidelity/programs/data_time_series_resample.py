from datetime import datetime, timedelta

points = [
    ("2024-01-01T00:05", 10.0), ("2024-01-01T00:20", 12.5), ("2024-01-01T00:55", 11.0),
    ("2024-01-01T01:10", 15.0), ("2024-01-01T03:30", 9.5), ("2024-01-01T03:45", 10.5),
]


def resample_hourly(samples):
    buckets = {}
    for ts, v in samples:
        t = datetime.fromisoformat(ts).replace(minute=0)
        buckets.setdefault(t, []).append(v)
    start, end = min(buckets), max(buckets)
    out = []
    t = start
    while t <= end:
        vals = buckets.get(t)
        out.append((t.strftime("%H:%M"), round(sum(vals) / len(vals), 2) if vals else None))
        t += timedelta(hours=1)
    return out


def forward_fill(series):
    last = None
    filled = []
    for label, v in series:
        if v is None:
            v = last
        filled.append((label, v))
        last = v
    return filled


hourly = resample_hourly(points)
print(hourly)
(hourly, forward_fill(hourly))
