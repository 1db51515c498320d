from __future__ import annotations

from typing import Any

config = {
    "service": {"name": "billing", "port": 8080, "tls": {"enabled": True, "cert": "/etc/c.pem"}},
    "db": {"host": "db.local", "pool": {"min": 2, "max": 10}, "replicas": ["r1", "r2"]},
    "features": [],
    "debug": False,
}


def flatten(obj: Any, prefix: str = "") -> dict[str, Any]:
    flat: dict[str, Any] = {}
    if isinstance(obj, dict):
        if not obj and prefix:
            flat[prefix] = {}
        for key, value in obj.items():
            flat.update(flatten(value, f"{prefix}.{key}" if prefix else key))
    elif isinstance(obj, list):
        if not obj:
            flat[prefix] = []
        for i, value in enumerate(obj):
            flat.update(flatten(value, f"{prefix}[{i}]"))
    else:
        flat[prefix] = obj
    return flat


def unflatten_simple(flat: dict[str, Any]) -> dict[str, Any]:
    root: dict[str, Any] = {}
    for path, value in flat.items():
        if "[" in path:
            continue
        node = root
        *parents, leaf = path.split(".")
        for part in parents:
            node = node.setdefault(part, {})
        node[leaf] = value
    return root


flat = flatten(config)
for key in sorted(flat):
    print(f"{key} = {flat[key]!r}")
(len(flat), unflatten_simple(flat))
