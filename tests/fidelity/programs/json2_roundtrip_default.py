import json
from dataclasses import dataclass, asdict, is_dataclass
from datetime import date, datetime
from enum import Enum
from typing import Any, Dict


class Status(Enum):
    OPEN = "open"
    CLOSED = "closed"


@dataclass
class Ticket:
    id: int
    title: str
    status: Status
    opened: date
    tags: set


def encode(obj: Any) -> Any:
    if is_dataclass(obj):
        return asdict(obj)
    if isinstance(obj, (date, datetime)):
        return obj.isoformat()
    if isinstance(obj, Enum):
        return obj.value
    if isinstance(obj, set):
        return sorted(obj)
    raise TypeError(f"cannot encode {type(obj).__name__}")


def decode(d: Dict[str, Any]) -> Any:
    if "opened" in d:
        d["opened"] = date.fromisoformat(d["opened"])
    return d


tickets = [Ticket(1, "Crash on save", Status.OPEN, date(2024, 4, 1), {"bug", "p1"}),
           Ticket(2, "Typo", Status.CLOSED, date(2024, 4, 3), set())]
blob = json.dumps(tickets, default=encode, indent=2)
print(blob)
back = json.loads(blob, object_hook=decode)
print(back[0]["opened"], type(back[0]["opened"]).__name__, back[1])
print(json.dumps({"b": 1, "a": [1.0, 2.5, None, True]}, sort_keys=True, separators=(",", ":")))
print(json.dumps("héllo ✓"), json.dumps("héllo ✓", ensure_ascii=False), json.dumps({1: "int key", "x": float("inf")}))
try:
    json.dumps({"when": datetime(2024, 1, 1, 12)})
except TypeError as e:
    print("TypeError:", e)
try:
    json.dumps(object(), default=encode)
except TypeError as e:
    print("TypeError:", e)
try:
    json.loads('{"a": 1,}')
except json.JSONDecodeError as e:
    print("JSONDecodeError:", e, e.pos, e.lineno)
print(json.loads("[1, 2.0, 1e3, \"\\u00e9\", null, false]"), json.loads('{"a": {"b": []}}')["a"])
print(json.dumps([(1, 2)]), json.loads(json.dumps({"t": (1, 2)})))
json.loads(json.dumps(tickets[0], default=encode))
