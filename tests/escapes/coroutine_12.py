# expect: value "asyncio.run() cannot be called from a running event loop"
# technique: re-enter the scheduler from inside a task
import asyncio
async def inner():
    return 1
async def main():
    try:
        asyncio.run(inner())
    except RuntimeError as e:
        return str(e)
asyncio.run(main())
