from __future__ import annotations

from typing import Any

TYPE_NAMES = {str: "str", int: "int", list: "list"}
SCHEMA = {
    "name": (str, True),
    "age": (int, True),
    "email": (str, False),
    "tags": (list, False),
}


def validate(record: dict[str, Any]) -> list[str]:
    problems = []
    for field, (kind, required) in SCHEMA.items():
        if field not in record:
            if required:
                problems.append(f"missing required field '{field}'")
            continue
        value = record[field]
        if not isinstance(value, kind) or isinstance(value, bool) and kind is int:
            problems.append(f"'{field}' should be {TYPE_NAMES[kind]}, got {value!r}")
    for extra in sorted(set(record) - set(SCHEMA)):
        problems.append(f"unknown field '{extra}'")
    if isinstance(record.get("age"), int) and not 0 <= record["age"] <= 150:
        problems.append(f"age out of range: {record['age']}")
    return problems


def load(record: dict[str, Any]) -> dict[str, Any]:
    problems = validate(record)
    if problems:
        raise ValueError("; ".join(problems))
    return {**record, "email": record.get("email", "").lower()}


records = [
    {"name": "Ann", "age": 31, "email": "ANN@X.ORG"},
    {"name": "Bob", "age": "31"},
    {"age": 200, "nickname": "old"},
    {"name": "Cy", "age": True, "tags": "a,b"},
]
loaded, failures = [], {}
for i, rec in enumerate(records):
    try:
        loaded.append(load(rec))
    except ValueError as e:
        failures[i] = str(e)
for i, msg in failures.items():
    print(f"record {i}: {msg}")
(loaded, failures)
