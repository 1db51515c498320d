import json
from enum import StrEnum, auto


class Env(StrEnum):
    DEV = auto()
    STAGING = auto()
    PROD = auto()


class LogLevel(StrEnum):
    DEBUG = "debug"
    INFO = "info"
    WARNING = "warning"
    ERROR = "error"


DEFAULTS = {Env.DEV: LogLevel.DEBUG, Env.STAGING: LogLevel.INFO, Env.PROD: LogLevel.WARNING}


def load(raw):
    env = Env(raw.get("env", "dev").lower())
    level = LogLevel(raw["level"]) if "level" in raw else DEFAULTS[env]
    return {"env": env, "level": level, "verbose": level == "debug"}


configs = [load({"env": "PROD"}), load({"env": "dev"}), load({"env": "staging", "level": "error"})]
text = json.dumps(configs, sort_keys=True)
pretty = json.dumps({Env.PROD: [LogLevel.ERROR, LogLevel.INFO]}, indent=2)
print(text)
print(pretty)
print(Env.PROD, repr(Env.PROD), f"{Env.STAGING}", "{}".format(LogLevel.INFO), Env.DEV.upper(), Env.DEV + "-1")
try:
    Env("qa")
except ValueError as e:
    print("bad env:", e)
(json.loads(text), [e for e in Env], sorted(LogLevel), Env.PROD == "prod", "prod" in list(Env), isinstance(Env.DEV, str))
