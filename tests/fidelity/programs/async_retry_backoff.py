import asyncio

# A flaky endpoint: fails a fixed number of times, sometimes by hanging (caught by a
# per-attempt timeout), then succeeds. Retries back off exponentially with a cap.
PLAN = {
    "alpha": ["ok"],
    "beta": ["error", "error", "ok"],
    "gamma": ["hang", "error", "ok"],
    "delta": ["hang", "hang", "hang", "hang"],
}


class Endpoint:
    def __init__(self, name):
        self.name = name
        self.calls = 0

    async def request(self):
        outcome = PLAN[self.name][min(self.calls, len(PLAN[self.name]) - 1)]
        self.calls += 1
        if outcome == "hang":
            await asyncio.sleep(10)
        await asyncio.sleep(0.003)
        if outcome == "error":
            raise ConnectionResetError(f"{self.name}: connection reset (call {self.calls})")
        return {"endpoint": self.name, "calls": self.calls}


async def with_retries(ep, attempts=4, base=0.004, cap=0.02, timeout=0.025):
    delay = base
    history = []
    for attempt in range(1, attempts + 1):
        try:
            result = await asyncio.wait_for(ep.request(), timeout=timeout)
            history.append(f"#{attempt} ok")
            return result, history
        except (ConnectionError, asyncio.TimeoutError) as exc:
            kind = "timeout" if isinstance(exc, TimeoutError) else type(exc).__name__
            history.append(f"#{attempt} {kind}")
            if attempt == attempts:
                break
            await asyncio.sleep(delay)
            delay = min(delay * 2, cap)
    return None, history


async def main():
    report = {}
    for name in PLAN:
        result, history = await with_retries(Endpoint(name))
        report[name] = (result["calls"] if result else "gave up", history)
        print(f"{name:6} -> {report[name][0]}: {', '.join(history)}")
    return report


asyncio.run(main())
