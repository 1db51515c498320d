from datetime import date

tickets = [
    {"id": 101, "title": "Login fails on Safari", "prio": "high", "opened": date(2024, 3, 1), "closed": None},
    {"id": 102, "title": "Typo in footer", "prio": "low", "opened": date(2024, 3, 2), "closed": date(2024, 3, 2)},
    {"id": 103, "title": "Export to CSV times out for large accounts", "prio": "high", "opened": date(2024, 2, 20), "closed": date(2024, 3, 5)},
    {"id": 104, "title": "Dark mode contrast", "prio": "medium", "opened": date(2024, 3, 4), "closed": None},
]
AS_OF = date(2024, 3, 10)
ORDER = {"high": 0, "medium": 1, "low": 2}

parts = [f"Ticket report as of {AS_OF:%d %B %Y}", ""]
for t in sorted(tickets, key=lambda t: (t["closed"] is not None, ORDER[t["prio"]], t["id"])):
    age = ((t["closed"] or AS_OF) - t["opened"]).days
    state = "open" if t["closed"] is None else f"closed {t['closed']:%m/%d}"
    title = t["title"] if len(t["title"]) <= 30 else t["title"][:27] + "..."
    parts.append(f"#{t['id']} [{t['prio'].upper():^6}] {title:<30} {state:<12} {age:>3}d")
open_count = sum(t["closed"] is None for t in tickets)
parts += ["", f"{open_count} open / {len(tickets)} total"]
report = "\n".join(parts)
print(report)
len(report)
