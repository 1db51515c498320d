import json
from typing import Any, Dict


class ConfigError(Exception):
    """Base class for configuration problems."""


class ConfigParseError(ConfigError):
    pass


class ConfigValueError(ConfigError):
    def __init__(self, key: str, message: str):
        super().__init__(f"{key}: {message}")
        self.key = key


RAW = {
    "service-a": '{"port": "8080", "timeout": "2.5", "retries": 3}',
    "service-b": '{"port": "http", "timeout": "1"}',
    "service-c": '{"port": 9000, "timeout": 1.0,}',
    "service-d": '{"timeout": "3"}',
}


def parse(name: str, text: str) -> Dict[str, Any]:
    try:
        return json.loads(text)
    except json.JSONDecodeError as e:
        raise ConfigParseError(f"{name}: invalid JSON at line {e.lineno} col {e.colno}") from e


def coerce(cfg: Dict[str, Any]) -> Dict[str, Any]:
    out = {}
    for key, kind in (("port", int), ("timeout", float)):
        try:
            out[key] = kind(cfg[key])
        except KeyError as e:
            raise ConfigValueError(key, "missing") from e
        except ValueError as e:
            raise ConfigValueError(key, f"not a valid {kind.__name__}") from e
    out["retries"] = cfg.get("retries", 1)
    return out


loaded = {}
for name, text in RAW.items():
    try:
        loaded[name] = coerce(parse(name, text))
        print(f"{name}: ok {loaded[name]}")
    except ConfigError as e:
        cause = e.__cause__
        print(f"{name}: {type(e).__name__}: {e}")
        print(f"    caused by {type(cause).__name__}: {cause}")
        print(f"    repr: {cause!r} | suppressed: {e.__suppress_context__}")

sorted(loaded)
