from __future__ import annotations

meetings = [("09:00", "10:30"), ("10:15", "11:00"), ("13:00", "14:00"), ("08:30", "09:15"), ("14:00", "14:30"), ("16:00", "17:00")]


def to_min(hhmm: str) -> int:
    h, m = map(int, hhmm.split(":"))
    return h * 60 + m


def to_hhmm(m: int) -> str:
    return f"{m // 60:02d}:{m % 60:02d}"


def merge(intervals: list[tuple[int, int]]) -> list[tuple[int, int]]:
    out: list[tuple[int, int]] = []
    for s, e in sorted(intervals):
        if out and s <= out[-1][1]:
            out[-1] = (out[-1][0], max(out[-1][1], e))
        else:
            out.append((s, e))
    return out


def free_slots(busy, day_start="08:00", day_end="18:00", min_len=30):
    slots, cur = [], to_min(day_start)
    for s, e in busy:
        if s - cur >= min_len:
            slots.append((to_hhmm(cur), to_hhmm(s)))
        cur = max(cur, e)
    if to_min(day_end) - cur >= min_len:
        slots.append((to_hhmm(cur), day_end))
    return slots


busy = merge([(to_min(a), to_min(b)) for a, b in meetings])
print("busy:", [(to_hhmm(s), to_hhmm(e)) for s, e in busy])
([(to_hhmm(s), to_hhmm(e)) for s, e in busy], free_slots(busy), sum(e - s for s, e in busy))
