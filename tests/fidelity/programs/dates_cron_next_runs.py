from __future__ import annotations

from datetime import datetime, timedelta


def parse_field(field: str, lo: int, hi: int) -> set[int]:
    values: set[int] = set()
    for part in field.split(","):
        step = 1
        if "/" in part:
            part, step_s = part.split("/")
            step = int(step_s)
        if part == "*":
            start, end = lo, hi
        elif "-" in part:
            a, b = part.split("-")
            start, end = int(a), int(b)
        else:
            start = end = int(part)
        if start < lo or end > hi:
            raise ValueError(f"{field!r} out of range {lo}-{hi}")
        values.update(range(start, end + 1, step))
    return values


def next_runs(expr: str, after: datetime, count: int) -> list[str]:
    minute, hour, dom, month, dow = expr.split()
    minutes, hours = parse_field(minute, 0, 59), parse_field(hour, 0, 23)
    doms, months, dows = parse_field(dom, 1, 31), parse_field(month, 1, 12), parse_field(dow, 0, 6)
    t = after.replace(second=0, microsecond=0) + timedelta(minutes=1)
    out: list[str] = []
    while len(out) < count:
        cron_dow = (t.weekday() + 1) % 7
        if t.month in months and t.day in doms and cron_dow in dows and t.hour in hours and t.minute in minutes:
            out.append(t.strftime("%Y-%m-%d %H:%M %a"))
        t += timedelta(minutes=1)
    return out


start = datetime(2024, 2, 28, 23, 50, 30)
schedules = {"*/15 9-10 * * 1-5": 4, "0 0 29 2 *": 1, "30 23 * * 0,6": 3}
result = {expr: next_runs(expr, start, n) for expr, n in schedules.items() if expr != "0 0 29 2 *"}
result["leap"] = next_runs("0 0 29 2 *", start, 1)
try:
    parse_field("61", 0, 59)
except ValueError as e:
    result["error"] = str(e)
for k, v in result.items():
    print(k, "=>", v)
result
