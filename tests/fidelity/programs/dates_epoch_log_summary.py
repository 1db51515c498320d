from collections import defaultdict
from datetime import datetime, timedelta, timezone

UTC = timezone.utc
OFFICE = timezone(timedelta(hours=2), "CEST")

events = [
    (1717200000, "login", "ana"),
    (1717203600.25, "upload", "ana"),
    (1717286400, "login", "bo"),
    (1717290000.5, "logout", "bo"),
    (1717372799, "login", "cy"),
    (1717372800, "upload", "cy"),
    (1717459200.999999, "logout", "ana"),
]

per_day = defaultdict(list)
for ts, kind, user in events:
    when = datetime.fromtimestamp(ts, tz=UTC)
    per_day[when.date().isoformat()].append((when.strftime("%H:%M:%S.%f"), kind, user))

for day in sorted(per_day):
    print(day)
    for stamp, kind, user in per_day[day]:
        print(f"  {stamp} {kind:<7} {user}")

local = [datetime.fromtimestamp(ts, OFFICE) for ts, _, _ in events]
print([d.isoformat() for d in local[:3]])
print(local[0].tzname(), local[0].utcoffset())

naive_utc = datetime.utcfromtimestamp(events[1][0])
print(repr(naive_utc), naive_utc.tzinfo)
print(naive_utc == datetime.fromtimestamp(events[1][0], UTC).replace(tzinfo=None))

roundtrip = [datetime.fromtimestamp(ts, UTC).timestamp() for ts, _, _ in events]
print(roundtrip)
span = datetime.fromtimestamp(events[-1][0], UTC) - datetime.fromtimestamp(events[0][0], UTC)
print("span:", span, span.total_seconds())

try:
    datetime.fromtimestamp(float("nan"), UTC)
except ValueError as e:
    print("error:", e)

{day: len(items) for day, items in sorted(per_day.items())}
