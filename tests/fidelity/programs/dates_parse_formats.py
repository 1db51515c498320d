from datetime import datetime

raw_dates = [
    "2024-03-15",
    "15/03/2024",
    "March 15, 2024",
    "2024-03-15T08:30:00",
    "15 Mar 2024 17:45",
    "20240315",
    "not a date",
    "2024-02-30",
]

FORMATS = ["%Y-%m-%d", "%d/%m/%Y", "%B %d, %Y", "%Y-%m-%dT%H:%M:%S", "%d %b %Y %H:%M", "%Y%m%d"]


def parse_any(text):
    errors = []
    for fmt in FORMATS:
        try:
            return datetime.strptime(text, fmt), fmt
        except ValueError as e:
            errors.append(str(e))
    raise ValueError(f"unrecognized date {text!r} ({len(errors)} formats tried)")


parsed = {}
failures = []
for s in raw_dates:
    try:
        dt, fmt = parse_any(s)
    except ValueError as e:
        failures.append(str(e))
        continue
    parsed[s] = {"iso": dt.isoformat(), "fmt": fmt, "weekday": dt.strftime("%A"), "doy": dt.timetuple().tm_yday}
for s, info in parsed.items():
    print(f"{s:<22} -> {info['iso']:<20} via {info['fmt']}")
print("\n".join(failures))
(parsed, failures)
