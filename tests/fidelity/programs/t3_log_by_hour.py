from collections import Counter, defaultdict
from datetime import datetime

LOG = """\
2024-03-01 08:02:11 INFO  server started
2024-03-01 08:15:43 WARN  slow request /api/users 1200ms
2024-03-01 08:59:59 INFO  heartbeat
2024-03-01 09:00:00 ERROR db timeout
2024-03-01 09:12:30 INFO  heartbeat
2024-03-01 09:45:01 ERROR db timeout
2024-03-01 09:45:02 WARN  retrying
2024-03-01 11:03:17 INFO  deploy v2.3.1
garbage line here
2024-03-01 11:30:00 INFO  heartbeat
"""

by_hour = defaultdict(Counter)
bad = 0
for line in LOG.splitlines():
    parts = line.split(maxsplit=3)
    try:
        ts = datetime.strptime(f"{parts[0]} {parts[1]}", "%Y-%m-%d %H:%M:%S")
    except (ValueError, IndexError):
        bad += 1
        continue
    level = parts[2]
    by_hour[ts.replace(minute=0, second=0)][level] += 1

for hour in sorted(by_hour):
    counts = by_hour[hour]
    detail = ", ".join(f"{lvl}={n}" for lvl, n in sorted(counts.items()))
    print(f"{hour:%H:00} | {sum(counts.values()):>2} | {detail}")
print(f"unparsed lines: {bad}")

errors_per_hour = {h.strftime("%Y-%m-%dT%H"): c["ERROR"] for h, c in by_hour.items()}
errors_per_hour
