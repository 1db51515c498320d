from datetime import date
from typing import List, Tuple

TODAY = date(2024, 7, 10)
people: List[Tuple[str, str]] = [
    ("Ana", "1990-07-10"),
    ("Ben", "1985-12-31"),
    ("Cleo", "2000-02-29"),
    ("Dev", "2010-07-11"),
    ("Eli", "1969-01-01"),
]


def age_on(birth: date, on: date) -> int:
    return on.year - birth.year - ((on.month, on.day) < (birth.month, birth.day))


def next_birthday(birth: date, on: date) -> date:
    for year in (on.year, on.year + 1, on.year + 2, on.year + 3, on.year + 4):
        try:
            candidate = birth.replace(year=year)
        except ValueError:
            candidate = date(year, 3, 1)
        if candidate >= on:
            return candidate
    raise RuntimeError("unreachable")


rows = []
for name, iso in people:
    b = date.fromisoformat(iso)
    nb = next_birthday(b, TODAY)
    rows.append({"name": name, "age": age_on(b, TODAY), "next": nb.isoformat(), "in_days": (nb - TODAY).days,
                 "weekday": nb.strftime("%A")})
rows.sort(key=lambda r: r["in_days"])
for r in rows:
    print("{name:<5} {age:>3} next {next} ({in_days:>3} days, {weekday})".format(**r))
rows
