import re
from collections import Counter

LINE = re.compile(
    r"^(?P<ip>\d{1,3}(?:\.\d{1,3}){3}) - - \[(?P<ts>[^\]]+)\] "
    r'"(?P<method>[A-Z]+) (?P<path>\S+) HTTP/[\d.]+" (?P<status>\d{3}) (?P<size>\d+|-)$'
)

LOG = """127.0.0.1 - - [10/Oct/2024:13:55:36 +0000] "GET /index.html HTTP/1.1" 200 2326
10.1.1.7 - - [10/Oct/2024:13:55:40 +0000] "POST /api/login HTTP/1.1" 401 -
garbage line
10.1.1.7 - - [10/Oct/2024:13:56:01 +0000] "POST /api/login HTTP/2.0" 200 512
192.168.0.9 - - [10/Oct/2024:13:57:12 +0000] "GET /static/app.js HTTP/1.1" 304 -"""

parsed, rejected = [], []
for line in LOG.splitlines():
    m = LINE.match(line)
    if not m:
        rejected.append(line)
        continue
    d = m.groupdict()
    d["size"] = 0 if d["size"] == "-" else int(d["size"])
    d["status"] = int(d["status"])
    parsed.append(d)
statuses = Counter(p["status"] // 100 * 100 for p in parsed)
print(parsed[0])
(len(parsed), rejected, dict(statuses), sum(p["size"] for p in parsed), [p["path"] for p in parsed if p["method"] == "POST"])
