import asyncio

log: list[str] = []


class Connection:
    def __init__(self, name: str):
        self.name = name

    async def __aenter__(self):
        await asyncio.sleep(0)
        log.append(f"open {self.name}")
        return self

    async def __aexit__(self, exc_type, exc, tb):
        log.append(f"close {self.name} ({exc_type.__name__ if exc_type else 'ok'})")
        return False


async def rows(table: str, n: int):
    async with Connection(table) as conn:
        try:
            for i in range(n):
                await asyncio.sleep(0)
                yield f"{conn.name}:{i}"
        finally:
            log.append(f"cursor {table} done")


async def heartbeat():
    for i in range(5):
        log.append(f"beat {i}")
        await asyncio.sleep(0)


async def main():
    beat = asyncio.create_task(heartbeat())
    everything = [r async for r in rows("users", 3)]
    log.append(f"read {len(everything)}")
    async for r in rows("events", 10):
        log.append(f"first event {r}")
        break
    log.append("after break")
    await asyncio.sleep(0)
    log.append("after one more tick")
    try:
        async for r in rows("audit", 5):
            raise RuntimeError(f"bad row {r}")
    except RuntimeError as e:
        log.append(f"handled {e}")
    await beat
    return everything


out = asyncio.run(main())
for line in log:
    print(line)
out
