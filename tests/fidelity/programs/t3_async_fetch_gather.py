import asyncio

LATENCY = {"users": 0.03, "orders": 0.01, "inventory": 0.05, "broken": 0.02}


async def fetch(name: str) -> dict:
    await asyncio.sleep(LATENCY[name])
    if name == "broken":
        raise ConnectionError(f"{name}: connection reset")
    return {"source": name, "rows": len(name) * 3}


async def fetch_with_timeout(name: str, timeout: float) -> dict:
    try:
        return await asyncio.wait_for(fetch(name), timeout)
    except asyncio.TimeoutError:
        return {"source": name, "error": "timeout"}


async def main():
    order = []

    async def tracked(name):
        result = await fetch_with_timeout(name, 0.04)
        order.append(name)
        return result

    results = await asyncio.gather(*(tracked(n) for n in ["users", "orders", "inventory"]))
    print("completion order:", order)
    for r in results:
        print(r)
    outcomes = await asyncio.gather(fetch("orders"), fetch("broken"), return_exceptions=True)
    for o in outcomes:
        print(type(o).__name__, o)
    sem = asyncio.Semaphore(2)
    active, peak = 0, 0

    async def limited(i):
        nonlocal active, peak
        async with sem:
            active += 1
            peak = max(peak, active)
            await asyncio.sleep(0.01 * (i % 3))
            active -= 1
            return i * i

    squares = await asyncio.gather(*(limited(i) for i in range(6)))
    return squares, peak, sum(r.get("rows", 0) for r in results)


asyncio.run(main())
