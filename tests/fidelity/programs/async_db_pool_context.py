import asyncio


class Connection:
    def __init__(self, cid: int):
        self.cid = cid
        self.queries = []

    async def execute(self, sql: str) -> str:
        await asyncio.sleep(0.01)
        self.queries.append(sql)
        return f"conn{self.cid}: {sql}"


class Pool:
    def __init__(self, size: int):
        self._free = [Connection(i) for i in range(size)]
        self._lock = asyncio.Semaphore(size)
        self.log = []


class Checkout:
    def __init__(self, pool: Pool):
        self.pool = pool
        self.conn = None

    async def __aenter__(self) -> Connection:
        await self.pool._lock.acquire()
        self.conn = self.pool._free.pop()
        self.pool.log.append(("acquire", self.conn.cid))
        return self.conn

    async def __aexit__(self, exc_type, exc, tb) -> bool:
        self.pool._free.append(self.conn)
        self.pool.log.append(("release", self.conn.cid))
        self.pool._lock.release()
        return False


async def run_query(pool: Pool, sql: str) -> str:
    async with Checkout(pool) as conn:
        return await conn.execute(sql)


async def main():
    pool = Pool(2)
    results = await asyncio.gather(*(run_query(pool, f"SELECT {i}") for i in range(5)))
    for r in results:
        print(r)
    print(len(pool.log), pool.log[:4])
    return results


asyncio.run(main())
