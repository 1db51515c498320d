import json

config = {
    "service": "billing",
    "version": 3,
    "debug": False,
    "thresholds": {"warn": 0.75, "crit": 0.9},
    "owners": ["ops", "finance"],
    "retries": None,
    "unicode": "café ✓",
}

pretty = json.dumps(config, indent=2, sort_keys=True)
print(pretty)

compact = json.dumps(config, separators=(",", ":"), ensure_ascii=False)
print(compact)
print(json.dumps(config["unicode"]))

loaded = json.loads(pretty)
assert loaded == config

incoming = '{"service": "billing", "version": 4, "thresholds": {"warn": 0.8}, "extra": [1, 2.5, "x"]}'
update = json.loads(incoming)

def deep_merge(base: dict, override: dict) -> dict:
    result = dict(base)
    for key, value in override.items():
        if isinstance(value, dict) and isinstance(result.get(key), dict):
            result[key] = deep_merge(result[key], value)
        else:
            result[key] = value
    return result

merged = deep_merge(config, update)
print(json.dumps(merged, indent=4, sort_keys=True, ensure_ascii=False))

try:
    json.loads('{"broken": [1, 2,}')
except json.JSONDecodeError as e:
    print("Bad JSON:", e.msg, "at line", e.lineno, "col", e.colno)

try:
    json.dumps({"when": {1, 2}})
except TypeError as e:
    print("TypeError:", e)

json.loads(json.dumps(merged))
