# expect: value 'no hook'
# technique: an asynccontextmanager used as a decorator: the coroutines of the wrapped function are registered (one never awaited stays quiet)
# stdout: ''
import asyncio
from contextlib import asynccontextmanager
@asynccontextmanager
async def cm():
    print("enter")
    yield
async def main():
    @cm()
    async def f():
        return 1
    f()
    return "no hook"
asyncio.run(main())
