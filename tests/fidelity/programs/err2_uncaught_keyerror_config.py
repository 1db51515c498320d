# expect: raises KeyError
from typing import Dict, Any

DEFAULTS: Dict[str, Any] = {"retries": 3, "timeout": 10.0}


def load(overrides: Dict[str, Any]) -> Dict[str, Any]:
    cfg = {**DEFAULTS, **overrides}
    cfg["timeout_ms"] = int(cfg["timeout"] * 1000)
    return cfg


cfg = load({"retries": 5})
print(cfg)
print(f"connecting with {cfg['retries']} retries to {cfg['endpoint']}")
