from datetime import datetime, timedelta, timezone

shifts = [
    ("2024-06-01T22:00:00+02:00", "2024-06-02T06:30:00+02:00"),
    ("2024-06-02T09:00:00+00:00", "2024-06-02T17:15:00+00:00"),
    ("2024-06-03T23:45:00-05:00", "2024-06-04T08:00:00-05:00"),
    ("2024-06-04T08:00:00+00:00", "2024-06-04T07:00:00+00:00"),
]


def fmt_td(td: timedelta) -> str:
    total = int(td.total_seconds())
    sign = "-" if total < 0 else ""
    h, rem = divmod(abs(total), 3600)
    m = rem // 60
    return f"{sign}{h}h{m:02d}m"


durations = []
for start_s, end_s in shifts:
    start = datetime.fromisoformat(start_s)
    end = datetime.fromisoformat(end_s)
    d = end - start
    durations.append(d)
    utc_start = start.astimezone(timezone.utc)
    print(f"{start:%Y-%m-%d %H:%M%z} -> {end:%H:%M} = {fmt_td(d):>8}  (UTC start {utc_start:%H:%M})")
valid = [d for d in durations if d > timedelta(0)]
total = sum(valid, timedelta())
overtime = [fmt_td(d - timedelta(hours=8)) for d in valid if d > timedelta(hours=8)]
(str(total), fmt_td(total), total.days, total.seconds, overtime, str(durations[-1]), max(valid) // timedelta(minutes=1))
