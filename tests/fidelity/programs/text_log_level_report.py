import re
from collections import Counter, defaultdict

LOG = """\
2024-03-01 12:00:01 INFO  [auth] User alice logged in
2024-03-01 12:00:05 WARN  [db] Slow query took 1532ms
2024-03-01 12:01:10 ERROR [api] Timeout calling /v1/orders (after 30s)
2024-03-01 12:01:11 INFO  [auth] User bob logged in
2024-03-01 12:02:45 ERROR [db] Connection reset by peer
2024-03-01 12:03:00 DEBUG [cache] hit ratio=0.93
2024-03-01 12:04:12 WARN  [api] Deprecated endpoint /v1/users used
2024-03-01 12:05:59 ERROR [api] Timeout calling /v1/payments (after 30s)
malformed line here
2024-03-01 12:06:30 INFO  [auth] User alice logged out
"""

LINE_RE = re.compile(r"^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2}) (\w+)\s+\[(\w+)\] (.*)$")

levels = Counter()
by_component = defaultdict(list)
skipped = 0
for raw in LOG.splitlines():
    m = LINE_RE.match(raw)
    if not m:
        skipped += 1
        continue
    date, time, level, component, message = m.groups()
    levels[level] += 1
    by_component[component].append((time, level, message))

print("Level counts:")
for level, count in levels.most_common():
    print(f"  {level:<6} {count:>3} {'#' * count}")

print("\nErrors by component:")
for component in sorted(by_component):
    errors = [msg for _, lvl, msg in by_component[component] if lvl == "ERROR"]
    if errors:
        print(f"  {component}: {len(errors)}")
        for e in errors:
            print(f"    - {e[:40]}{'...' if len(e) > 40 else ''}")

durations = [int(x) for x in re.findall(r"(\d+)ms", LOG)]
timeouts = re.findall(r"Timeout calling (\S+)", LOG)
users = sorted(set(re.findall(r"User (\w+) logged in", LOG)))
print(f"\nskipped={skipped} slow={durations} timeouts={timeouts} users={users}")
{"levels": dict(levels), "skipped": skipped, "timeouts": timeouts}
