from __future__ import annotations

from collections import Counter, defaultdict

LOG = """\
2024-05-01T10:00:01 INFO  api  GET /users 200 12ms
2024-05-01T10:00:02 INFO  api  GET /users/7 200 8ms
2024-05-01T10:00:02 WARN  db   slow query took 512ms
2024-05-01T10:00:03 ERROR api  POST /orders 500 230ms
2024-05-01T10:00:04 INFO  api  GET /health 200 1ms
malformed line here
2024-05-01T10:00:05 ERROR worker job 41 failed: timeout
2024-05-01T10:00:06 INFO  api  POST /orders 201 45ms
"""


def parse_line(line: str) -> dict[str, str] | None:
    parts = line.split(None, 3)
    if len(parts) < 4 or "T" not in parts[0]:
        return None
    ts, level, component, message = parts
    return {"ts": ts, "level": level, "component": component, "message": message}


def analyze(text: str) -> dict:
    levels: Counter[str] = Counter()
    by_component: defaultdict[str, list[str]] = defaultdict(list)
    bad = 0
    durations = []
    for line in text.splitlines():
        rec = parse_line(line)
        if rec is None:
            bad += 1
            continue
        levels[rec["level"]] += 1
        by_component[rec["component"]].append(rec["level"])
        last = rec["message"].rsplit(" ", 1)[-1]
        if last.endswith("ms") and last[:-2].isdigit():
            durations.append(int(last[:-2]))
    return {
        "levels": dict(levels),
        "errors_by_component": {c: lv.count("ERROR") for c, lv in sorted(by_component.items())},
        "malformed": bad,
        "max_ms": max(durations),
        "mean_ms": round(sum(durations) / len(durations), 1),
    }


result = analyze(LOG)
print(result["levels"])
result
