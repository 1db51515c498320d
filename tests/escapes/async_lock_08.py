# expect: compile STK-V013
# technique: subclassing asyncio.Lock to reach its host methods through a guest class
import asyncio
class MyLock(asyncio.Lock):
    pass
