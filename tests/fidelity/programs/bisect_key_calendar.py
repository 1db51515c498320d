import bisect
from datetime import date

events = [(date(2024, 1, 5), "kickoff"), (date(2024, 2, 14), "review"), (date(2024, 3, 1), "launch"), (date(2024, 4, 20), "retro")]
days = [d for d, _ in events]


def next_event(on):
    i = bisect.bisect_left(days, on)
    return events[i][1] if i < len(events) else None


def previous_event(on):
    i = bisect.bisect_right(days, on)
    return events[i - 1][1] if i else None


queries = [date(2024, 1, 1), date(2024, 2, 14), date(2024, 3, 15), date(2024, 5, 1)]
table = [(q.isoformat(), previous_event(q), next_event(q)) for q in queries]
for row in table:
    print(row)
ranked = []
for name, score in [("a", 50), ("b", 80), ("c", 65), ("d", 80)]:
    bisect.insort(ranked, (score, name), key=lambda t: t[0])
position = bisect.bisect_left(ranked, 65, key=lambda t: t[0])
(table, ranked, position)
