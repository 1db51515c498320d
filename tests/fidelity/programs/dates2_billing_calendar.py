from datetime import date, datetime, timedelta, time
import calendar
from typing import List


def add_months(d: date, n: int) -> date:
    m = d.month - 1 + n
    y = d.year + m // 12
    m = m % 12 + 1
    day = min(d.day, calendar.monthrange(y, m)[1])
    return d.replace(year=y, month=m, day=day)


start = date(2024, 1, 31)
cycle: List[date] = [add_months(start, i) for i in range(6)]
print([d.isoformat() for d in cycle])
print([d.strftime("%a %d %b %Y") for d in cycle[:3]])
dt = datetime(2024, 2, 28, 22, 45, 30)
later = dt + timedelta(hours=3, minutes=20)
print(later, later.strftime("%Y-%m-%d %H:%M:%S %j %A %B %I%p"))
delta = datetime(2024, 12, 25) - dt
print(delta, delta.days, delta.seconds, delta.total_seconds())
print(timedelta(days=1, seconds=-1), timedelta(weeks=2) / timedelta(days=1), timedelta(hours=25) // timedelta(days=1))
print(repr(timedelta(minutes=90)), str(timedelta(microseconds=1500)), -timedelta(hours=1))
print(calendar.isleap(2024), calendar.isleap(1900), calendar.leapdays(2000, 2025), calendar.monthrange(2023, 2))
print(calendar.day_name[date(2024, 7, 4).weekday()], calendar.month_abbr[11], list(calendar.day_abbr)[:3])
print(date(2024, 3, 10).isocalendar(), date(2024, 3, 10).isoweekday(), date.fromordinal(738000))
print(datetime.strptime("03/15/2024 09:30", "%m/%d/%Y %H:%M"), datetime.fromisoformat("2024-05-06T07:08:09"))
print(datetime.combine(date(2024, 1, 1), time(8, 15)).isoformat(), time(14, 5).strftime("%H:%M"))
weekdays = [date(2024, 5, 1) + timedelta(days=i) for i in range(14)]
business = [d for d in weekdays if d.weekday() < 5]
print(len(business), business[-1], max(weekdays) - min(weekdays))
print(sorted([date(2024, 1, 5), date(2023, 12, 31), date(2024, 1, 1)]))
print(f"{dt:%Y/%m/%d %H:%M}", f"{date(2024, 1, 2):%d.%m.%y}", format(dt, "%B"))
print(calendar.month(2024, 2))
(date(2024, 3, 1) - timedelta(days=1)).day
