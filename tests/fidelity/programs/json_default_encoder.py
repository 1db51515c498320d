import json
from datetime import date, datetime, timedelta

events = [
    {"name": "launch", "when": datetime(2024, 5, 1, 9, 30), "tags": {"prod", "eu"}, "duration": timedelta(hours=2)},
    {"name": "review", "when": date(2024, 5, 3), "tags": set(), "duration": timedelta(minutes=45)},
]


def encode(obj):
    if isinstance(obj, (datetime, date)):
        return obj.isoformat()
    if isinstance(obj, timedelta):
        return obj.total_seconds()
    if isinstance(obj, (set, frozenset)):
        return sorted(obj)
    raise TypeError(f"cannot serialize {obj!r}")


text = json.dumps(events, default=encode, indent=2)
print(text)
try:
    json.dumps({"f": lambda: 1}, default=encode)
except TypeError as e:
    failure = str(e).split(" at ")[0]
try:
    json.dumps({(1, 2): "tuple key"})
except TypeError as e:
    key_error = str(e)
lenient = json.dumps({1: "int key", 2.5: "float key", None: "none", False: "bool"})
(json.loads(text), failure.startswith("cannot serialize <function"), key_error, lenient)
