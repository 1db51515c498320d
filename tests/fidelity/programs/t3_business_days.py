from datetime import date, timedelta
from typing import Iterator, List, Set

HOLIDAYS: Set[date] = {date(2024, 1, 1), date(2024, 1, 15), date(2024, 2, 19), date(2024, 5, 27), date(2024, 7, 4)}


def daterange(start: date, end: date) -> Iterator[date]:
    """Inclusive range of dates."""
    for n in range((end - start).days + 1):
        yield start + timedelta(days=n)


def is_business_day(d: date) -> bool:
    return d.weekday() < 5 and d not in HOLIDAYS


def business_days(start: date, end: date) -> List[date]:
    return [d for d in daterange(start, end) if is_business_day(d)]


def add_business_days(start: date, n: int) -> date:
    d = start
    step = timedelta(days=1 if n >= 0 else -1)
    remaining = abs(n)
    while remaining:
        d += step
        if is_business_day(d):
            remaining -= 1
    return d


jan = business_days(date(2024, 1, 1), date(2024, 1, 31))
print(f"January 2024 has {len(jan)} business days; first {jan[0]:%a %d %b}, last {jan[-1]:%A %Y-%m-%d}")
for start, n in [(date(2024, 7, 3), 1), (date(2024, 2, 16), 1), (date(2024, 5, 24), 3), (date(2024, 1, 16), -2)]:
    result = add_business_days(start, n)
    print(f"{start.isoformat()} {n:+d} bd -> {result.isoformat()} ({result.strftime('%a')})")

weeks = {}
for d in business_days(date(2024, 2, 12), date(2024, 3, 3)):
    iso = d.isocalendar()
    weeks.setdefault(f"{iso[0]}-W{iso[1]:02d}", []).append(d.day)
deadline = date(2024, 12, 31)
print((deadline - date(2024, 6, 30)).days, date(2024, 2, 29).replace(year=2024) + timedelta(weeks=52))
weeks, date.fromisoformat("2024-07-04") in HOLIDAYS, (max(HOLIDAYS) - min(HOLIDAYS)).days
