import asyncio
from dataclasses import dataclass, field


@dataclass
class Stats:
    running: int = 0
    peak: int = 0
    order: list = field(default_factory=list)


async def call_tool(name: str, cost: int, sem: asyncio.Semaphore, stats: Stats) -> dict:
    async with sem:
        stats.running += 1
        stats.peak = max(stats.peak, stats.running)
        stats.order.append(f"+{name}")
        try:
            for _ in range(cost):
                await asyncio.sleep(0)
            if cost == 0:
                raise ValueError(f"{name}: empty request")
            return {"tool": name, "tokens": cost * 17}
        finally:
            stats.running -= 1
            stats.order.append(f"-{name}")


async def main():
    sem = asyncio.Semaphore(2)
    stats = Stats()
    jobs = {"search": 3, "fetch": 1, "summarise": 4, "noop": 0, "translate": 2}
    results = await asyncio.gather(
        *(call_tool(n, c, sem, stats) for n, c in jobs.items()), return_exceptions=True
    )
    tokens = sum(r["tokens"] for r in results if isinstance(r, dict))
    failures = [str(r) for r in results if isinstance(r, Exception)]
    print(" ".join(stats.order))
    print("peak concurrency:", stats.peak, "locked at end:", sem.locked())
    bounded = asyncio.BoundedSemaphore(1)
    async with bounded:
        inside = bounded.locked()
    try:
        bounded.release()
    except ValueError as e:
        failures.append(str(e))
    return tokens, failures, inside


asyncio.run(main())
