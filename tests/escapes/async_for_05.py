# expect: guest TypeError
# technique: __aiter__ returns a builtin iterator (list_iterator) hoping async for drives its host methods
import asyncio
class It:
    def __aiter__(self):
        return iter([1, 2, 3])
async def main():
    async for x in It():
        return x
asyncio.run(main())
