from datetime import date, datetime, timedelta

def add_business_days(start: date, days: int) -> date:
    current = start
    added = 0
    while added < days:
        current += timedelta(days=1)
        if current.weekday() < 5:
            added += 1
    return current

tasks = [
    ("Design", 5),
    ("Implementation", 12),
    ("Testing", 6),
    ("Release", 1),
]

start = date(2024, 2, 26)
schedule = []
cursor = start
for name, duration in tasks:
    end = add_business_days(cursor, duration)
    schedule.append({"task": name, "start": cursor.isoformat(), "end": end.isoformat(), "days": duration})
    print(f"{name:<15} {cursor.strftime('%a %d %b %Y')} -> {end.strftime('%a %d %b %Y')}")
    cursor = end

total_span = cursor - start
print(f"Total calendar days: {total_span.days}")
print(f"Weeks: {total_span.days / 7:.1f}")

deadline = datetime(2024, 4, 15, 17, 0)
finish = datetime.combine(cursor, datetime.min.time()).replace(hour=17)
slack = deadline - finish
print("Slack:", slack)
print("Slack in hours:", slack.total_seconds() / 3600)

parsed = datetime.strptime("2024-03-15 09:30", "%Y-%m-%d %H:%M")
print(parsed.strftime("%B %d, %Y at %I:%M %p"), parsed.isocalendar()[1])
leap = date(2024, 2, 29) + timedelta(days=365)
print("One year after leap day:", leap, leap.strftime("%j"))

schedule
