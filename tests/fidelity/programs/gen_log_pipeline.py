from typing import Dict, Iterable, Iterator

LINES = [
    "# access log",
    "10.0.0.1 GET /index.html 200 5120",
    "10.0.0.2 GET /missing 404 0",
    "",
    "10.0.0.1 POST /api/upload 201 90210",
    "10.0.0.3 GET /index.html 200 5120",
    "10.0.0.2 GET /api/items 500 12",
    "10.0.0.4 GET /api/items 200 2048",
]


def non_blank(lines: Iterable[str]) -> Iterator[str]:
    for line in lines:
        line = line.strip()
        if line and not line.startswith("#"):
            yield line


def parse(lines: Iterable[str]) -> Iterator[Dict]:
    for line in lines:
        ip, method, path, status, size = line.split()
        yield {"ip": ip, "method": method, "path": path, "status": int(status), "bytes": int(size)}


def only(records: Iterable[Dict], **conds) -> Iterator[Dict]:
    return (r for r in records if all(r[k] == v for k, v in conds.items()))


def running_total(records: Iterable[Dict], field: str) -> Iterator[tuple]:
    total = 0
    for r in records:
        total += r[field]
        yield r["path"], total


records = list(parse(non_blank(LINES)))
gets = list(only(records, method="GET"))
errors = [r for r in records if r["status"] >= 400]
totals = list(running_total(iter(records), "bytes"))
print("GET paths:", [r["path"] for r in gets])
print("errors:", [(r["ip"], r["status"]) for r in errors])
first_big = next((r["path"] for r in records if r["bytes"] > 10_000), None)
nothing = next((r for r in records if r["status"] == 418), "no teapot")
(totals[-1], first_big, nothing, sum(1 for _ in non_blank(LINES)))
