# expect: guest TypeError
# technique: Queue.put_nowait read off the class and called on another object, to run queue code on it
import asyncio
class Fake:
    def __init__(self):
        self._queue = []
        self._maxsize = 0
asyncio.Queue.put_nowait(Fake(), 1)
