import json
from dataclasses import asdict, dataclass, field, replace
from datetime import date
from enum import Enum


class Priority(Enum):
    LOW = 1
    HIGH = 3


@dataclass
class Ticket:
    id: int
    title: str
    opened: date
    priority: Priority = Priority.LOW
    labels: list = field(default_factory=list)


def encode(obj):
    if isinstance(obj, date):
        return obj.isoformat()
    if isinstance(obj, Enum):
        return obj.name
    raise TypeError(f"Object of type {type(obj).__name__} is not JSON serializable")


tickets = [
    Ticket(1, "Login fails", date(2024, 4, 2), Priority.HIGH, ["auth", "bug"]),
    Ticket(2, "Typo on homepage", date(2024, 4, 3)),
]
tickets.append(replace(tickets[0], id=3, title="Login slow"))
payload = json.dumps([asdict(t) for t in tickets], default=encode, indent=2, sort_keys=True)
print(payload)
back = json.loads(payload)
print(back[2]["labels"] is back[0]["labels"], tickets[2].labels is tickets[0].labels)
try:
    json.dumps({"when": {1, 2}}, default=encode)
except TypeError as e:
    print("TypeError:", e)
print(json.dumps({"a": 1.0, "b": float("inf"), "c": None, "d": "é"}, ensure_ascii=False, separators=(",", ":")))
[t["priority"] for t in back], tickets[1] == Ticket(2, "Typo on homepage", date(2024, 4, 3))
