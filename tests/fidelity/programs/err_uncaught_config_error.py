# expect: raises KeyError
import json

CONFIG = '{"database": {"host": "db.local", "port": 5432}, "cache": {"ttl": 60}}'


class ConfigError(Exception):
    pass


def load(text):
    try:
        return json.loads(text)
    except json.JSONDecodeError as e:
        raise ConfigError(f"bad json at line {e.lineno} col {e.colno}: {e.msg}") from e


def require(cfg, dotted):
    node = cfg
    for part in dotted.split("."):
        node = node[part]
    return node


cfg = load(CONFIG)
try:
    load('{"a": 1,}')
except ConfigError as e:
    print("caught:", e)
print(require(cfg, "database.host"), require(cfg, "cache.ttl"))
print("port + 1 =", require(cfg, "database.port") + 1)
require(cfg, "database.user")
