from typing import Iterator, Iterable, Dict

RAW = [
    "GET /index.html 200 512",
    "POST /api/login 401 128",
    "GET /img/logo.png 200 20480",
    "",
    "GET /api/items 500 64",
    "# comment",
    "GET /api/items 200 2048",
    "DELETE /api/items/3 204 0",
]

def read_lines(lines: Iterable[str]) -> Iterator[str]:
    for line in lines:
        line = line.strip()
        if line and not line.startswith("#"):
            yield line

def parse(lines: Iterable[str]) -> Iterator[Dict]:
    for line in lines:
        method, path, status, size = line.split()
        yield {"method": method, "path": path, "status": int(status), "bytes": int(size)}

def only_errors(records: Iterable[Dict], threshold: int = 400) -> Iterator[Dict]:
    return (r for r in records if r["status"] >= threshold)

def running_bytes(records: Iterable[Dict]) -> Iterator[int]:
    total = 0
    for r in records:
        total += r["bytes"]
        yield total

def chunked(it: Iterable, size: int) -> Iterator[list]:
    chunk = []
    for x in it:
        chunk.append(x)
        if len(chunk) == size:
            yield chunk
            chunk = []
    if chunk:
        yield chunk

pipeline = parse(read_lines(RAW))
records = list(pipeline)
print(len(records), next(pipeline, "exhausted"))
for err in only_errors(records):
    print(f"{err['status']} {err['method']} {err['path']}")
print(list(running_bytes(records)))
for batch in chunked((r["path"] for r in records), 4):
    print(batch)

def countdown(n):
    while n > 0:
        received = yield n
        n = n - 1 if received is None else received
    return "liftoff"

gen = countdown(5)
seen = [next(gen), next(gen), gen.send(2), next(gen)]
try:
    next(gen)
except StopIteration as stop:
    seen.append(stop.value)
seen, sum(r["bytes"] for r in records if r["method"] == "GET")
