# expect: raises KeyError
from typing import Any, Dict

DEFAULTS: Dict[str, Any] = {"timeout": 30, "retries": 3, "endpoint": "https://api.local"}

def load_config(overrides: Dict[str, Any]) -> Dict[str, Any]:
    unknown = set(overrides) - set(DEFAULTS)
    if unknown:
        print("warning: ignoring unknown keys", sorted(unknown))
    cfg = {**DEFAULTS, **{k: v for k, v in overrides.items() if k in DEFAULTS}}
    return cfg

def require(cfg: Dict[str, Any], *keys: str) -> list:
    return [cfg[k] for k in keys]

cfg = load_config({"timeout": 5, "color": "blue"})
print(cfg)
print(require(cfg, "timeout", "retries"))
secret = require(cfg, "endpoint", "api_key")
print("never printed", secret)
