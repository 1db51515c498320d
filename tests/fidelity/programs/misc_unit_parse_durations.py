import re
from datetime import timedelta

UNITS = {"w": 604800, "d": 86400, "h": 3600, "m": 60, "s": 1}
PATTERN = re.compile(r"(\d+(?:\.\d+)?)\s*([wdhms])", re.IGNORECASE)


def parse_duration(text: str) -> int:
    text = text.strip()
    if not text:
        raise ValueError("empty duration")
    pos, total = 0, 0.0
    for m in PATTERN.finditer(text):
        if text[pos:m.start()].strip():
            raise ValueError(f"unexpected {text[pos:m.start()].strip()!r} in {text!r}")
        total += float(m.group(1)) * UNITS[m.group(2).lower()]
        pos = m.end()
    if text[pos:].strip():
        raise ValueError(f"trailing garbage {text[pos:].strip()!r}")
    return int(total)


def humanize(seconds: int) -> str:
    parts = []
    for unit, size in UNITS.items():
        count, seconds = divmod(seconds, size)
        if count:
            parts.append(f"{count}{unit}")
    return " ".join(parts) or "0s"


inputs = ["1h30m", "2d 4h", "90s", "1.5h", "3w2d1h1m1s", "10x", "", "5m 20", "45M"]
out = {}
for s in inputs:
    try:
        secs = parse_duration(s)
        out[s] = humanize(secs)
        print(f"{s!r:14} -> {secs:>8}s  {humanize(secs):<14} {timedelta(seconds=secs)}")
    except ValueError as e:
        out[s] = None
        print(f"{s!r:14} -> error: {e}")
out
