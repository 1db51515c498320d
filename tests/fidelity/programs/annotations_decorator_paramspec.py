import asyncio
import functools
import re
from collections import Counter, deque
from typing import Callable, ParamSpec, TypeVar

P = ParamSpec("P")
R = TypeVar("R")
calls: Counter[str] = Counter()


def counted(func: Callable[P, R]) -> Callable[P, R]:
    @functools.wraps(func)
    def wrapper(*args: P.args, **kwargs: P.kwargs) -> R:
        calls[func.__name__] += 1
        return func(*args, **kwargs)

    return wrapper


@counted
def words(text: str, pattern: re.Pattern[str] = re.compile(r"\w+")) -> list[str]:
    return pattern.findall(text)


@counted
def window(items: list[int], size: int) -> deque[int]:
    return deque(items, maxlen=size)


async def drain(queue: asyncio.Queue[int]) -> list[int]:
    out = []
    while not queue.empty():
        out.append(await queue.get())
    return out


async def main() -> list[int]:
    q: asyncio.Queue[int] = asyncio.Queue()
    for i in range(3):
        q.put_nowait(i)
    return await drain(q)


print(words("a bc, def"), window([1, 2, 3, 4], 2))
print(words("x y"), P.args, P.kwargs, asyncio.Queue[int], re.Pattern[str])
print(asyncio.run(main()))
dict(calls)
