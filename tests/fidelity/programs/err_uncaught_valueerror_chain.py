# expect: raises ValueError
def parse_port(s: str) -> int:
    try:
        port = int(s)
    except ValueError:
        raise ValueError(f"port must be a number, got {s!r}") from None
    if not 0 < port < 65536:
        raise ValueError(f"port out of range: {port}")
    return port


ok = [parse_port(p) for p in ("80", "8080", "65535")]
print("parsed", ok)
for bad in ("http", "0"):
    try:
        parse_port(bad)
    except ValueError as e:
        print("rejected:", e)
parse_port("70000")
