import calendar
from datetime import date, timedelta


def add_months(d: date, months: int) -> date:
    month_index = d.month - 1 + months
    year = d.year + month_index // 12
    month = month_index % 12 + 1
    day = min(d.day, calendar.monthrange(year, month)[1])
    return d.replace(year=year, month=month, day=day)


def prorate(amount: float, start: date, period_end: date, period_start: date) -> float:
    total_days = (period_end - period_start).days
    used = (period_end - start).days
    return round(amount * used / total_days, 2)


subscriptions = [
    {"id": "S1", "start": date(2024, 1, 31), "plan": 30.0},
    {"id": "S2", "start": date(2024, 2, 29), "plan": 12.5},
    {"id": "S3", "start": date(2023, 11, 15), "plan": 99.0},
]
for sub in subscriptions:
    renewals = [add_months(sub["start"], k) for k in range(1, 5)]
    print(sub["id"], "renews on", ", ".join(d.strftime("%b %d %Y") for d in renewals))

mid = date(2024, 3, 10)
period_start, period_end = date(2024, 3, 1), date(2024, 4, 1)
print("prorated:", prorate(30.0, mid, period_end, period_start))
print("leap years:", [y for y in range(2020, 2030) if calendar.isleap(y)], calendar.leapdays(2000, 2100))
print("March 2024 weekdays:", sum(1 for d in range(1, 32) if date(2024, 3, d).weekday() < 5))
first_mondays = []
for m in range(1, 13):
    d = date(2024, m, 1)
    d += timedelta(days=(0 - d.weekday()) % 7)
    first_mondays.append(d.day)
print("first Mondays:", first_mondays)
print(calendar.month_name[5], calendar.day_abbr[calendar.weekday(2024, 5, 14)])
[add_months(date(2024, 1, 31), 1).isoformat(), add_months(date(2024, 12, 15), 3).isoformat()]
