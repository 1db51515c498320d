import asyncio

LATENCY = {"users": 3, "orders": 1, "stock": 2}
trace = []


async def fetch(name: str) -> dict:
    trace.append(f"start {name}")
    for _ in range(LATENCY[name]):
        await asyncio.sleep(0)
    trace.append(f"done {name}")
    return {"source": name, "rows": LATENCY[name] * 10}


async def main():
    results = await asyncio.gather(*(fetch(n) for n in LATENCY))
    total = sum(r["rows"] for r in results)
    return results, total


results, total = asyncio.run(main())
(results, total, trace)
