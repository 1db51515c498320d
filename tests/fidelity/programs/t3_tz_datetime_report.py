from datetime import datetime, timedelta, timezone

UTC = timezone.utc
OFFSETS = {"NYC": timezone(timedelta(hours=-5), "EST"), "Berlin": timezone(timedelta(hours=1)), "Kolkata": timezone(timedelta(hours=5, minutes=30))}

events = [
    ("deploy", "2024-11-03T14:30:00+00:00"),
    ("incident", "2024-11-03T23:55:10+00:00"),
    ("rollback", "2024-11-04T00:20:00+01:00"),
    ("postmortem", "2024-11-04T09:00:00-05:00"),
]

parsed = [(name, datetime.fromisoformat(ts)) for name, ts in events]
for name, dt in sorted(parsed, key=lambda p: p[1]):
    local = {city: dt.astimezone(tz) for city, tz in OFFSETS.items()}
    cols = "  ".join(f"{city}={t:%m-%d %H:%M %Z}" for city, t in local.items())
    print(f"{name:<11} {dt.astimezone(UTC).isoformat()}  {cols}")

first, last = min(p[1] for p in parsed), max(p[1] for p in parsed)
span = last - first
hours, rem = divmod(span.total_seconds(), 3600)
print(f"span: {span} = {int(hours)}h {int(rem // 60)}m")
naive = datetime(2024, 11, 3, 12, 0)
print(naive.tzinfo, naive.replace(tzinfo=UTC).utcoffset(), OFFSETS["Kolkata"].utcoffset(None), str(OFFSETS["Berlin"]))
try:
    print(naive < parsed[0][1])
except TypeError as e:
    print("TypeError:", e)
by_day = {}
for name, dt in parsed:
    by_day.setdefault(dt.astimezone(OFFSETS["NYC"]).date().isoformat(), []).append(name)
print(datetime(2024, 1, 31) + timedelta(days=30), (datetime(2024, 3, 1) - datetime(2024, 2, 1)).days)
by_day, span.total_seconds(), parsed[2][1].isoformat(timespec="minutes"), datetime(2024, 5, 6, 7, 8, 9).strftime("%j %U %w %I%p %y %b %B")
