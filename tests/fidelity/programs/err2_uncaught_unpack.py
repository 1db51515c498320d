# expect: raises ValueError
from typing import List, Tuple


def pairs(rows: List[str]) -> List[Tuple[str, str]]:
    out = []
    for row in rows:
        key, value = row.split("=")
        out.append((key.strip(), value.strip()))
    return out


print(pairs(["a = 1", "b=2"]))
config = dict(pairs(["host=localhost", "port = 8080", "debug"]))
print(config)
