# expect: raises ConfigError
import json


class ConfigError(Exception):
    pass


def parse_port(value):
    try:
        port = int(value)
    except ValueError as exc:
        raise ConfigError(f"port must be an integer, got {value!r}") from exc
    if not 0 < port < 65536:
        raise ConfigError(f"port out of range: {port}")
    return port


def load(text):
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise ConfigError("invalid JSON") from exc
    return {"host": data.get("host", "localhost"), "port": parse_port(data.get("port", 80))}


for text in ['{"port": 8080}', '{"port": "http"}', "{oops", '{"port": 70000}']:
    try:
        print(load(text))
    except ConfigError as e:
        cause = e.__cause__
        print(f"ConfigError: {e} (cause: {type(cause).__name__ if cause else None})")

load('{"host": "db", "port": "abc"}')
