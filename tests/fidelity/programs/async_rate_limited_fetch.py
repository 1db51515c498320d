import asyncio
import random

rng = random.Random(147)  # wake-ups at least 40 ms apart: real timers stay in virtual order under load
LATENCY = {f"/item/{i}": round(rng.uniform(0.05, 0.3), 2) for i in range(1, 9)}


async def fetch(path: str, sem: asyncio.Semaphore, log: list) -> dict:
    async with sem:
        log.append(f"start {path}")
        await asyncio.sleep(LATENCY[path])
        if path.endswith("5"):
            raise ConnectionError(f"timeout on {path}")
        log.append(f"done  {path}")
        return {"path": path, "size": len(path) * 100}


async def main():
    sem = asyncio.Semaphore(3)
    log = []
    paths = list(LATENCY)
    results = await asyncio.gather(*(fetch(p, sem, log) for p in paths), return_exceptions=True)
    ok = [r for r in results if isinstance(r, dict)]
    errors = [str(r) for r in results if isinstance(r, Exception)]
    print("\n".join(log))
    return len(ok), errors, sum(r["size"] for r in ok)


asyncio.run(main())
