# expect: raises ConnectionError
import asyncio

attempts: dict[str, int] = {}


async def flaky_source(name: str, fail_at: int):
    try:
        for i in range(5):
            await asyncio.sleep(0)
            if i == fail_at:
                attempts[name] = attempts.get(name, 0) + 1
                raise ConnectionError(f"{name} dropped at item {i}")
            yield f"{name}-{i}"
    finally:
        print(f"source {name} cleaned up")


async def with_retry(name: str, fail_at: int, retries: int):
    for attempt in range(retries + 1):
        got = []
        try:
            async for item in flaky_source(name, fail_at if attempt < 2 else -1):
                got.append(item)
            return got
        except ConnectionError as e:
            print(f"attempt {attempt + 1} failed: {e}")
    raise ConnectionError(f"{name}: gave up after {retries + 1} attempts")


async def main():
    ok = await with_retry("alpha", 2, 3)
    print("alpha:", ok)
    results = await asyncio.gather(with_retry("beta", 1, 2), with_retry("gamma", 3, 0), return_exceptions=True)
    for r in results:
        print(type(r).__name__, r)
    print("attempts:", attempts)
    await with_retry("delta", 0, 1)


asyncio.run(main())
