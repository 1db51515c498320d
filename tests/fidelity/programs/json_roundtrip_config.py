import json
from typing import Any, Dict

DEFAULTS: Dict[str, Any] = {"retries": 3, "timeout": 2.5, "endpoints": [], "verbose": False, "labels": {}}

user_json = """
{
  "timeout": 10,
  "endpoints": ["https://a.example", "https://b.example"],
  "labels": {"team": "search", "tier": 1},
  "extra": null,
  "unicode": "caf\\u00e9 \\u2603",
  "nested": {"deep": [1, 2.5, true, false, null, {"k": "v"}]}
}
"""


def merge(base: Dict[str, Any], override: Dict[str, Any]) -> Dict[str, Any]:
    out = dict(base)
    for key, value in override.items():
        if isinstance(value, dict) and isinstance(out.get(key), dict):
            out[key] = merge(out[key], value)
        elif value is not None:
            out[key] = value
    return out


cfg = merge(DEFAULTS, json.loads(user_json))
compact = json.dumps(cfg, separators=(",", ":"), sort_keys=True)
pretty = json.dumps(cfg, indent=2, ensure_ascii=False)
ascii_only = json.dumps(cfg["unicode"])
print(pretty)
again = json.loads(compact)
assert again == cfg
errors = []
for bad in ['{"a": 1,}', "[1, 2", "{'single': 1}", "", "NaN"]:
    try:
        errors.append(json.loads(bad))
    except json.JSONDecodeError as e:
        errors.append(f"{e.msg} at line {e.lineno} col {e.colno}")
(compact, ascii_only, errors, len(pretty.splitlines()))
