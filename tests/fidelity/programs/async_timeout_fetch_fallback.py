import asyncio

# Simulated service latencies (seconds); any two events are at least 20 ms apart.
LATENCY = {"profile": 0.02, "orders": 0.14, "recs": 0.06, "ads": 0.2, "prices": 0.04}
CACHE = {"orders": [{"id": 1, "cached": True}], "ads": []}


async def call_service(name: str) -> dict:
    await asyncio.sleep(LATENCY[name])
    if name == "prices":
        raise ConnectionError("prices: 503 Service Unavailable")
    return {"service": name, "items": len(name)}


async def fetch(name: str, timeout: float, log: list) -> dict:
    try:
        result = await asyncio.wait_for(call_service(name), timeout=timeout)
        log.append(f"{name}: ok")
        return result
    except asyncio.TimeoutError:
        log.append(f"{name}: timed out after {timeout}s")
        if name in CACHE:
            return {"service": name, "items": CACHE[name], "stale": True}
        return {"service": name, "error": "timeout"}
    except ConnectionError as exc:
        log.append(f"{name}: {exc}")
        return {"service": name, "error": str(exc)}


async def main():
    log = []
    names = list(LATENCY)
    results = await asyncio.gather(*(fetch(n, 0.08, log) for n in names))
    for line in log:
        print(line)
    summary = {}
    for r in results:
        if "error" in r:
            summary[r["service"]] = "error: " + r["error"]
        elif r.get("stale"):
            summary[r["service"]] = "stale"
        else:
            summary[r["service"]] = r["items"]
    print(summary)
    return sorted(k for k, v in summary.items() if isinstance(v, int))


asyncio.run(main())
