from __future__ import annotations

from datetime import date, timedelta

HOLIDAYS = {date(2024, 12, 25), date(2024, 12, 26), date(2025, 1, 1)}


def is_business_day(d: date) -> bool:
    return d.weekday() < 5 and d not in HOLIDAYS


def add_business_days(start: date, n: int) -> date:
    d = start
    step = timedelta(days=1 if n >= 0 else -1)
    remaining = abs(n)
    while remaining:
        d += step
        if is_business_day(d):
            remaining -= 1
    return d


def business_days_between(a: date, b: date) -> int:
    if a > b:
        a, b = b, a
    return sum(1 for i in range((b - a).days) if is_business_day(a + timedelta(days=i + 1)))


start = date(2024, 12, 20)
due = add_business_days(start, 5)
back = add_business_days(start, -3)
print(f"{start:%a %d %b} + 5 business days = {due:%a %d %b %Y}")
print(f"{start.isoformat()} - 3 business days = {back.isoformat()}")
span = business_days_between(date(2024, 12, 1), date(2025, 1, 31))
calendar_week = [(start + timedelta(days=i)).strftime("%a") for i in range(7) if is_business_day(start + timedelta(days=i))]
(due.isoformat(), back.isoformat(), span, calendar_week)
