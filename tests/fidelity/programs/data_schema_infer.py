from typing import Any, Dict, List, Set

records: List[Dict[str, Any]] = [
    {"id": 1, "name": "a", "price": 9.5, "tags": ["x"], "active": True},
    {"id": 2, "name": "b", "price": 10, "active": False, "meta": {"k": 1}},
    {"id": "3", "name": None, "price": 3.25, "tags": []},
]


def type_name(v: Any) -> str:
    if v is None:
        return "null"
    if isinstance(v, bool):
        return "bool"
    if isinstance(v, int):
        return "int"
    if isinstance(v, float):
        return "float"
    if isinstance(v, str):
        return "str"
    if isinstance(v, list):
        return "list"
    if isinstance(v, dict):
        return "dict"
    return "other"


def infer(rows: List[Dict[str, Any]]) -> Dict[str, Dict[str, Any]]:
    seen: Dict[str, Set[str]] = {}
    counts: Dict[str, int] = {}
    for row in rows:
        for k, v in row.items():
            seen.setdefault(k, set()).add(type_name(v))
            counts[k] = counts.get(k, 0) + 1
    schema = {}
    for k in sorted(seen):
        types = seen[k]
        if types == {"int", "float"}:
            types = {"float"}
        schema[k] = {"types": sorted(types), "required": counts[k] == len(rows), "nullable": "null" in types}
    return schema


schema = infer(records)
for k, v in schema.items():
    print(f"{k:<7}{'|'.join(v['types']):<12}{'required' if v['required'] else 'optional'}")
schema
