import json
from typing import Any, Dict


def flatten(obj: Any, prefix: str = "", sep: str = ".") -> Dict[str, Any]:
    flat: Dict[str, Any] = {}
    if isinstance(obj, dict):
        if not obj and prefix:
            flat[prefix] = {}
        for k, v in obj.items():
            flat.update(flatten(v, f"{prefix}{sep}{k}" if prefix else str(k), sep))
    elif isinstance(obj, list):
        if not obj and prefix:
            flat[prefix] = []
        for i, v in enumerate(obj):
            flat.update(flatten(v, f"{prefix}[{i}]", sep))
    else:
        flat[prefix] = obj
    return flat


def unflatten(flat: Dict[str, Any]) -> Any:
    root: Dict[str, Any] = {}
    for key, value in flat.items():
        parts = []
        for piece in key.split("."):
            name, *indexes = piece.replace("]", "").split("[")
            parts.append(name)
            parts.extend(int(i) for i in indexes)
        node: Any = root
        for part, nxt in zip(parts, parts[1:]):
            if isinstance(node, list):
                while len(node) <= part:
                    node.append(None)
                if node[part] is None:
                    node[part] = [] if isinstance(nxt, int) else {}
                node = node[part]
            else:
                node = node.setdefault(part, [] if isinstance(nxt, int) else {})
        last = parts[-1]
        if isinstance(node, list):
            while len(node) <= last:
                node.append(None)
        node[last] = value
    return root


doc = json.loads('{"user": {"id": 7, "name": "Zoë", "roles": ["admin", "dev"], "prefs": {}}, '
                 '"items": [{"sku": "x", "qty": 2}, {"sku": "y", "qty": null}], "active": true, "score": 9.5}')
flat = flatten(doc)
for k, v in flat.items():
    print(f"{k:<18} = {json.dumps(v, ensure_ascii=False)}")
back = unflatten(flat)
print("round trip ok:", back == doc)
print(json.dumps(back, ensure_ascii=False, separators=(",", ":")))
sorted(flat)
