from datetime import datetime, timedelta, timezone, date, time

UTC = timezone.utc
OFFICES = {
    "London": timezone(timedelta(hours=0), "GMT"),
    "New York": timezone(timedelta(hours=-5), "EST"),
    "Tokyo": timezone(timedelta(hours=9), "JST"),
    "Mumbai": timezone(timedelta(hours=5, minutes=30)),
}

meeting_utc = datetime(2024, 1, 15, 14, 30, tzinfo=UTC)
print("Meeting (UTC):", meeting_utc.isoformat())
for city, tz in OFFICES.items():
    local = meeting_utc.astimezone(tz)
    flag = "" if 9 <= local.hour < 18 else " (outside hours)"
    print(f"{city:<9} {local:%Y-%m-%d %H:%M %Z}{flag}  offset={local.utcoffset()}")

def next_weekday(d: date, weekday: int) -> date:
    days_ahead = (weekday - d.weekday()) % 7 or 7
    return d + timedelta(days=days_ahead)

today = date(2024, 1, 15)
standups = []
d = today
for _ in range(4):
    d = next_weekday(d, 2)
    standups.append(datetime.combine(d, time(9, 15)))
print([s.strftime("%a %b %d %H:%M") for s in standups])

stamp = "2024-03-10T08:45:00+02:00"
parsed = datetime.fromisoformat(stamp)
print(parsed, parsed.astimezone(UTC), parsed.tzname())
naive = datetime(2024, 3, 10, 6, 45)
print(parsed.replace(tzinfo=None) - naive, parsed.astimezone(UTC).replace(tzinfo=None) == naive)
duration = timedelta(hours=1, minutes=45)
print(duration, duration * 3, duration // timedelta(minutes=15), str(timedelta(days=2, seconds=5)))
print(datetime(2024, 12, 31, 23, 59) + timedelta(minutes=2))
print(date.fromisoformat("2024-07-04").strftime("%A"), date(2024, 1, 1).toordinal() - date(2023, 1, 1).toordinal())
age = date(2024, 6, 1) - date(1990, 8, 20)
age.days // 365, [s.isoformat() for s in standups]
