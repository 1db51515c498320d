import asyncio


class Connection:
    def __init__(self, pool, ident):
        self.pool = pool
        self.ident = ident
        self.queries = 0

    async def query(self, sql):
        self.queries += 1
        await asyncio.sleep(0)
        if "DROP" in sql:
            raise PermissionError(f"conn {self.ident}: refused {sql!r}")
        return f"{self.ident}:{sql.split()[0].lower()}"


class Pool:
    def __init__(self, size):
        self.free = [Connection(self, i) for i in range(size)]
        self.lock = asyncio.Lock()
        self.available = asyncio.Event()
        self.available.set()
        self.log = []

    def acquire(self):
        return Lease(self)


class Lease:
    def __init__(self, pool):
        self.pool = pool
        self.conn = None

    async def __aenter__(self):
        while True:
            async with self.pool.lock:
                if self.pool.free:
                    self.conn = self.pool.free.pop(0)
                    if not self.pool.free:
                        self.pool.available.clear()
                    return self.conn
            await self.pool.available.wait()

    async def __aexit__(self, exc_type, exc, tb):
        async with self.pool.lock:
            self.pool.free.append(self.conn)
            self.pool.available.set()
        self.pool.log.append((self.conn.ident, exc_type.__name__ if exc_type else "ok"))
        return exc_type is PermissionError  # refused statements are logged, not raised


async def client(pool, name, statements):
    out = []
    for sql in statements:
        async with pool.acquire() as conn:
            out.append(await conn.query(sql))
    return name, out


async def main():
    pool = Pool(2)
    work = {
        "a": ["SELECT 1", "UPDATE t SET x = 1"],
        "b": ["SELECT 2", "DROP TABLE t", "SELECT 3"],
        "c": ["INSERT INTO t VALUES (1)"],
    }
    results = await asyncio.gather(*(client(pool, n, s) for n, s in work.items()))
    print(pool.log)
    try:
        pool.lock.release()
    except RuntimeError as e:
        print("release:", e)
    return dict(results), sorted(c.queries for c in pool.free), pool.lock.locked()


asyncio.run(main())
