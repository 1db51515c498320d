# expect: guest TypeError
# technique: calling Semaphore's unbound release on a guest object that fakes its fields (the host method would run on any self)
import asyncio
class Fake:
    def __init__(self):
        self._value = 0
        self._waiters = None
asyncio.Semaphore.release(Fake())
