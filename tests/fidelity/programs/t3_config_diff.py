from collections import Counter
from typing import Any, Dict, List, Tuple

Change = Tuple[str, str, Any, Any]


def diff(old: Dict[str, Any], new: Dict[str, Any], prefix: str = "") -> List[Change]:
    changes: List[Change] = []
    for key in sorted(old.keys() | new.keys()):
        path = f"{prefix}.{key}" if prefix else key
        if key not in new:
            changes.append(("removed", path, old[key], None))
        elif key not in old:
            changes.append(("added", path, None, new[key]))
        elif isinstance(old[key], dict) and isinstance(new[key], dict):
            changes.extend(diff(old[key], new[key], path))
        elif old[key] != new[key]:
            changes.append(("changed", path, old[key], new[key]))
    return changes


old_cfg = {
    "server": {"host": "0.0.0.0", "port": 8080, "tls": {"enabled": False}},
    "logging": {"level": "INFO", "handlers": ["console"]},
    "features": {"beta": True},
    "timeout": 30,
}
new_cfg = {
    "server": {"host": "0.0.0.0", "port": 8443, "tls": {"enabled": True, "cert": "/etc/cert.pem"}},
    "logging": {"level": "DEBUG", "handlers": ["console", "file"]},
    "timeout": 30,
    "workers": 4,
}

symbols = {"added": "+", "removed": "-", "changed": "~"}
changes = diff(old_cfg, new_cfg)
for kind, path, before, after in changes:
    if kind == "changed":
        print(f"{symbols[kind]} {path}: {before!r} -> {after!r}")
    elif kind == "added":
        print(f"{symbols[kind]} {path} = {after!r}")
    else:
        print(f"{symbols[kind]} {path} (was {before!r})")

Counter(kind for kind, *_ in changes)
