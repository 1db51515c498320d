import asyncio
from typing import AsyncIterator, List


async def numbers(start: int, stop: int, delay: float) -> AsyncIterator[int]:
    for i in range(start, stop):
        await asyncio.sleep(delay)
        yield i


async def batched(source: AsyncIterator[int], size: int) -> AsyncIterator[List[int]]:
    batch: List[int] = []
    async for item in source:
        batch.append(item)
        if len(batch) == size:
            yield batch
            batch = []
    if batch:
        yield batch


async def merge(*sources: AsyncIterator[int]) -> AsyncIterator[int]:
    """Round-robin over several async iterators until all are exhausted."""
    iterators = [aiter(s) for s in sources]
    while iterators:
        still_open = []
        for it in iterators:
            value = await anext(it, None)
            if value is not None:
                still_open.append(it)
                yield value
        iterators = still_open


async def main():
    merged = [x async for x in merge(numbers(0, 3, 0.01), numbers(10, 15, 0.002), numbers(100, 101, 0))]
    print("merged:", merged)
    sums = []
    async for b in batched(numbers(1, 12, 0.001), 4):
        print("batch", b)
        sums.append(sum(b))
    squares = (x * x async for x in numbers(0, 6, 0))
    evens = [s async for s in squares if s % 2 == 0]
    return {"merged": merged, "sums": sums, "evens": evens}


res = asyncio.run(main())
print(res)
res
