import re
from collections import Counter

LOG = """\
2024-03-01 12:00:01 INFO  [auth] User alice logged in
2024-03-01 12:00:05 WARNING [db] Slow query took 1532ms
2024-03-01 12:01:10 ERROR [api] Request failed: timeout after 30s
2024-03-01 12:01:11 INFO  [auth] User bob logged in
2024-03-01 12:02:00 DEBUG [cache] Cache miss for key=user:42
2024-03-01 12:03:45 ERROR [db] Connection refused (retry 1)
2024-03-01 12:03:50 ERROR [db] Connection refused (retry 2)
malformed line here
2024-03-01 12:04:00 INFO  [api] GET /health 200
"""

LINE_RE = re.compile(
    r"^(?P<date>\d{4}-\d{2}-\d{2}) (?P<time>\d{2}:\d{2}:\d{2}) (?P<level>[A-Z]+)\s+\[(?P<component>\w+)\] (?P<message>.*)$"
)

level_counts = Counter()
component_errors = Counter()
bad_lines = []
durations = []

for lineno, line in enumerate(LOG.splitlines(), start=1):
    m = LINE_RE.match(line)
    if not m:
        bad_lines.append(lineno)
        continue
    level = m.group("level")
    level_counts[level] += 1
    if level == "ERROR":
        component_errors[m["component"]] += 1
    ms = re.search(r"(\d+)ms", m.group("message"))
    if ms:
        durations.append(int(ms.group(1)))

for level, count in sorted(level_counts.items(), key=lambda kv: (-kv[1], kv[0])):
    print(f"{level:8s} {count:3d} {'#' * count}")

print("Errors by component:", dict(component_errors))
print("Bad lines:", bad_lines)
retries = re.findall(r"retry (\d)", LOG)
print("Retries:", retries)
print(re.sub(r"user:\d+", "user:<id>", LOG.splitlines()[4]))

{"levels": dict(level_counts), "bad": bad_lines, "slow_ms": durations}
