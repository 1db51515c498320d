# expect: guest TypeError
# technique: LifoQueue.get_nowait read from the class and called with a guest object as self
import asyncio
class Fake:
    _queue = [1]
asyncio.LifoQueue.get_nowait(Fake())
