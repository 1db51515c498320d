from typing import Iterable, Iterator, Dict, List

LOG = """\
2024-01-01 10:00 INFO user=ann action=login
2024-01-01 10:05 WARN user=bob action=retry
2024-01-01 10:06 ERROR user=bob action=fail code=500
garbage line
2024-01-01 10:09 INFO user=ann action=logout
2024-01-01 10:11 ERROR user=cy action=fail code=404
"""


def lines(text: str) -> Iterator[str]:
    yield from text.splitlines()


def parse(it: Iterable[str]) -> Iterator[Dict[str, str]]:
    for line in it:
        parts = line.split()
        if len(parts) < 4:
            continue
        rec = {"date": parts[0], "time": parts[1], "level": parts[2]}
        rec.update(kv.split("=", 1) for kv in parts[3:])
        yield rec


def only(level: str, it: Iterable[Dict[str, str]]) -> Iterator[Dict[str, str]]:
    return (r for r in it if r["level"] == level)


def flatten(nested) -> Iterator[int]:
    for x in nested:
        if isinstance(x, list):
            yield from flatten(x)
        else:
            yield x


def chain_all(*its: Iterable[int]) -> Iterator[int]:
    for it in its:
        result = yield from it
        if result is not None:
            print("sub returned", result)


errors = list(only("ERROR", parse(lines(LOG))))
print([(e["user"], e["code"]) for e in errors])
print(sum(1 for _ in parse(lines(LOG))))
print(list(flatten([1, [2, [3, [4]], 5], [[6]]])))
print(list(chain_all(range(3), iter([7, 8]), flatten([[9]]))))
gen = (x * 2 for x in range(4))
print(next(gen), list(gen), list(gen))
users: Dict[str, List[str]] = {}
for r in parse(lines(LOG)):
    users.setdefault(r["user"], []).append(r["action"])
users
