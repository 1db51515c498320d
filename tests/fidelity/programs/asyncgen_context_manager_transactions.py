import asyncio
from contextlib import asynccontextmanager

ledger: dict[str, int] = {"alice": 100, "bob": 50, "carol": 0}


@asynccontextmanager
async def transaction(name: str):
    snapshot = dict(ledger)
    print(f"[{name}] begin")
    await asyncio.sleep(0)
    try:
        yield ledger
    except ValueError as e:
        ledger.clear()
        ledger.update(snapshot)
        print(f"[{name}] rolled back: {e}")
    else:
        print(f"[{name}] committed")
    finally:
        print(f"[{name}] end")


async def transfer(src: str, dst: str, amount: int, tag: str):
    async with transaction(tag) as book:
        book[src] -= amount
        await asyncio.sleep(0)
        if book[src] < 0:
            raise ValueError(f"{src} would go negative ({book[src]})")
        book[dst] += amount


async def main():
    await transfer("alice", "bob", 30, "t1")
    await transfer("bob", "carol", 200, "t2")
    await asyncio.gather(transfer("alice", "carol", 10, "t3"), transfer("bob", "alice", 5, "t4"))
    try:
        async with transaction("t5"):
            raise KeyError("not handled by the manager")
    except KeyError as e:
        print("escaped:", e)
    return dict(sorted(ledger.items()))


final = asyncio.run(main())
print(final, sum(final.values()))
final
