import json
from typing import Any, Dict, Iterator, Tuple

API_RESPONSE = """
{
  "data": {
    "users": [
      {"id": 1, "name": "Ana", "address": {"city": "Lima", "geo": {"lat": -12.04, "lng": -77.03}}, "tags": ["a", "b"]},
      {"id": 2, "name": "Bo", "address": {"city": "Oslo", "geo": null}, "tags": []},
      {"id": 3, "name": "Cy", "address": null, "tags": ["c"]}
    ]
  },
  "meta": {"page": 1, "per_page": 3, "total": 7}
}
"""

def flatten(obj: Any, prefix: str = "") -> Iterator[Tuple[str, Any]]:
    if isinstance(obj, dict):
        for k, v in obj.items():
            yield from flatten(v, f"{prefix}.{k}" if prefix else k)
    elif isinstance(obj, list):
        if not obj:
            yield prefix, []
        for i, v in enumerate(obj):
            yield from flatten(v, f"{prefix}[{i}]")
    else:
        yield prefix, obj

def get_path(obj: Any, path: str, default: Any = None) -> Any:
    current = obj
    for part in path.split("."):
        if isinstance(current, list):
            try:
                current = current[int(part)]
            except (ValueError, IndexError):
                return default
        elif isinstance(current, dict):
            if part not in current:
                return default
            current = current[part]
        else:
            return default
        if current is None:
            return default
    return current

doc = json.loads(API_RESPONSE)
flat: Dict[str, Any] = dict(flatten(doc))
for key in list(flat)[:6]:
    print(f"{key} = {flat[key]!r}")
print(len(flat))
for i in range(4):
    print(i, get_path(doc, f"data.users.{i}.address.city", "?"), get_path(doc, f"data.users.{i}.address.geo.lat"))
meta = doc["meta"]
pages = -(-meta["total"] // meta["per_page"])
print("pages:", pages)
cities = sorted({u["address"]["city"] for u in doc["data"]["users"] if u.get("address")})
print(json.dumps({"cities": cities, "pages": pages}))
{k: v for k, v in flat.items() if k.startswith("meta")}
