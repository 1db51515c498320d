import asyncio

RECORDS = [{"id": i, "owner": ["ana", "bo", "cy"][i % 3], "size": (i * 37) % 101} for i in range(1, 24)]


class PagedResults:
    """Async iterator over a paginated listing API (one await per page)."""

    def __init__(self, page_size):
        self.page_size = page_size
        self.cursor = 0
        self.pages_fetched = 0

    def __aiter__(self):
        return self

    async def __anext__(self):
        if self.cursor >= len(RECORDS):
            raise StopAsyncIteration
        await asyncio.sleep(0)  # the "network" round trip
        page = RECORDS[self.cursor:self.cursor + self.page_size]
        self.cursor += self.page_size
        self.pages_fetched += 1
        return page


class Flatten:
    def __init__(self, pages):
        self.pages = pages.__aiter__()
        self.buffer = []

    def __aiter__(self):
        return self

    async def __anext__(self):
        while not self.buffer:
            self.buffer = list(await self.pages.__anext__())
        return self.buffer.pop(0)


async def main():
    by_owner = {}
    listing = PagedResults(5)
    async for page in listing:
        for rec in page:
            by_owner.setdefault(rec["owner"], []).append(rec["id"])
        if listing.pages_fetched == 3:
            print("three pages in, owners so far:", sorted(by_owner))
    big = [r["id"] async for r in Flatten(PagedResults(4)) if r["size"] > 60]
    sizes = {r["id"]: r["size"] async for r in Flatten(PagedResults(7)) if r["owner"] == "bo"}
    try:
        async for x in [1, 2, 3]:
            pass
    except TypeError as e:
        print("error:", e)
    return listing.pages_fetched, by_owner, big, sizes


asyncio.run(main())
