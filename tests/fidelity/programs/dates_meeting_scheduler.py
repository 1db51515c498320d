from datetime import datetime, timedelta, date, time

busy = {
    "alice": [("09:00", "10:30"), ("12:00", "13:00"), ("15:00", "16:00")],
    "bob": [("09:30", "11:00"), ("13:30", "14:00")],
    "carol": [("08:00", "09:15"), ("11:30", "12:30"), ("16:30", "17:30")],
}
DAY = date(2024, 5, 14)
WORK_START, WORK_END = time(9, 0), time(17, 0)


def to_dt(hhmm: str) -> datetime:
    return datetime.combine(DAY, datetime.strptime(hhmm, "%H:%M").time())


intervals = sorted((to_dt(a), to_dt(b)) for slots in busy.values() for a, b in slots)
merged = []
for start, end in intervals:
    if merged and start <= merged[-1][1]:
        merged[-1] = (merged[-1][0], max(merged[-1][1], end))
    else:
        merged.append((start, end))

free = []
cursor = datetime.combine(DAY, WORK_START)
day_end = datetime.combine(DAY, WORK_END)
for start, end in merged:
    if start > cursor:
        free.append((cursor, min(start, day_end)))
    cursor = max(cursor, end)
if cursor < day_end:
    free.append((cursor, day_end))

meeting = timedelta(minutes=45)
print(f"Free slots on {DAY:%A, %B %d}:")
options = []
for start, end in free:
    length = end - start
    ok = length >= meeting
    print(f"  {start:%H:%M}-{end:%H:%M} ({int(length.total_seconds() // 60)} min){' <- fits' if ok else ''}")
    if ok:
        options.append(start.strftime("%H:%M"))
print("Earliest 45-minute slot:", options[0] if options else None)
options
