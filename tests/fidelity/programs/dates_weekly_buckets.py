from collections import defaultdict
from datetime import date, timedelta

visits = [
    ("2024-01-01", 120), ("2024-01-03", 95), ("2024-01-07", 30), ("2024-01-08", 150),
    ("2024-01-10", 110), ("2024-01-15", 80), ("2024-01-21", 60), ("2024-01-22", 200),
    ("2024-01-31", 175), ("2024-02-01", 140),
]


def week_start(d: date) -> date:
    return d - timedelta(days=d.weekday())


weekly = defaultdict(int)
monthly = defaultdict(list)
for day_s, count in visits:
    d = date.fromisoformat(day_s)
    weekly[week_start(d)] += count
    monthly[d.strftime("%Y-%m")].append(count)

lines = []
for ws in sorted(weekly):
    iso_year, iso_week, _ = ws.isocalendar()
    lines.append(f"{iso_year}-W{iso_week:02d} ({ws:%b %d}-{ws + timedelta(days=6):%b %d}): {weekly[ws]}")
print("\n".join(lines))
monthly_stats = {m: {"days": len(v), "sum": sum(v), "mean": round(sum(v) / len(v), 1)} for m, v in sorted(monthly.items())}
gaps = []
dates = sorted(date.fromisoformat(d) for d, _ in visits)
for a, b in zip(dates, dates[1:]):
    if (b - a).days > 3:
        gaps.append((a.isoformat(), b.isoformat(), (b - a).days))
(monthly_stats, gaps)
