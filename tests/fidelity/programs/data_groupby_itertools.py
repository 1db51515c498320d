from itertools import groupby
from typing import Iterable

events = [
    {"day": "2024-03-01", "kind": "login", "user": "u1"},
    {"day": "2024-03-01", "kind": "purchase", "user": "u2"},
    {"day": "2024-03-02", "kind": "login", "user": "u1"},
    {"day": "2024-03-01", "kind": "login", "user": "u3"},
    {"day": "2024-03-03", "kind": "logout", "user": "u1"},
    {"day": "2024-03-02", "kind": "purchase", "user": "u1"},
    {"day": "2024-03-02", "kind": "purchase", "user": "u3"},
]


def daily_counts(rows: Iterable[dict]) -> dict[str, dict[str, int]]:
    ordered = sorted(rows, key=lambda r: (r["day"], r["kind"]))
    result: dict[str, dict[str, int]] = {}
    for day, day_rows in groupby(ordered, key=lambda r: r["day"]):
        kinds = {}
        for kind, group in groupby(day_rows, key=lambda r: r["kind"]):
            kinds[kind] = len(list(group))
        result[day] = kinds
    return result


counts = daily_counts(events)
for day, kinds in counts.items():
    line = ", ".join(f"{k}={v}" for k, v in kinds.items())
    print(f"{day}: {line}")
busiest = max(counts, key=lambda d: sum(counts[d].values()))
(counts, busiest)
