from __future__ import annotations

SOURCE = """
; global settings
[server]
host = 0.0.0.0
port = 8080
debug = yes

[database]
url = postgres://db:5432/app
pool_size = 12
timeout = 2.5

# feature flags
[features]
beta = off
search=on
"""


def coerce(value: str) -> object:
    low = value.lower()
    if low in ("yes", "on", "true"):
        return True
    if low in ("no", "off", "false"):
        return False
    for kind in (int, float):
        try:
            return kind(value)
        except ValueError:
            pass
    return value


def parse_ini(text: str) -> dict[str, dict[str, object]]:
    sections: dict[str, dict[str, object]] = {}
    current: dict[str, object] | None = None
    for lineno, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line or line[0] in ";#":
            continue
        if line.startswith("[") and line.endswith("]"):
            current = sections.setdefault(line[1:-1].strip(), {})
            continue
        if current is None or "=" not in line:
            raise SyntaxError(f"line {lineno}: {raw!r}")
        key, _, value = line.partition("=")
        current[key.strip()] = coerce(value.strip())
    return sections


cfg = parse_ini(SOURCE)
for name, values in cfg.items():
    print(f"[{name}]", ", ".join(f"{k}={v!r}" for k, v in values.items()))
try:
    parse_ini("orphan = 1")
except SyntaxError as e:
    err = str(e)
(cfg, err)
