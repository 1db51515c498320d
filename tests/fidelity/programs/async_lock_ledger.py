import asyncio


class Ledger:
    def __init__(self):
        self.balances = {"ops": 100, "research": 50}
        self.lock = asyncio.Lock()
        self.history = []

    async def transfer(self, src, dst, amount, who):
        async with self.lock:
            have = self.balances[src]
            await asyncio.sleep(0)  # a read-modify-write that would race without the lock
            if have < amount:
                self.history.append(f"{who}: declined {amount} from {src}")
                return False
            self.balances[src] = have - amount
            self.balances[dst] = self.balances[dst] + amount
            self.history.append(f"{who}: {src}->{dst} {amount}")
            return True


async def agent(ledger, who, plan):
    done = 0
    for src, dst, amount in plan:
        if await ledger.transfer(src, dst, amount, who):
            done += 1
        await asyncio.sleep(0)
    return done


async def main():
    ledger = Ledger()
    plans = {
        "alpha": [("ops", "research", 30), ("ops", "research", 30)],
        "beta": [("research", "ops", 70), ("research", "ops", 10)],
        "gamma": [("ops", "research", 90)],
    }
    done = await asyncio.gather(*(agent(ledger, w, p) for w, p in plans.items()))
    print("\n".join(ledger.history))
    waiting = asyncio.Lock()
    await waiting.acquire()
    results = []

    async def late(tag):
        async with waiting:
            results.append(tag)

    tasks = [asyncio.create_task(late(t)) for t in "xyz"]
    await asyncio.sleep(0)
    results.append(f"locked={waiting.locked()}")
    waiting.release()
    await asyncio.gather(*tasks)
    return done, ledger.balances, sum(ledger.balances.values()), results


asyncio.run(main())
