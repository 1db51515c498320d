# expect: guest TypeError
# technique: a host lock class as a base, hidden behind a conditional expression
import asyncio
flag = True
class MyLock(asyncio.Lock if flag else object):
    pass
