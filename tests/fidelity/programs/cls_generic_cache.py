from typing import Callable, Dict, Generic, Hashable, List, Optional, Tuple, TypeVar

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")


class LRUCache(Generic[K, V]):
    def __init__(self, capacity: int) -> None:
        if capacity <= 0:
            raise ValueError("capacity must be positive")
        self.capacity = capacity
        self._data: Dict[K, V] = {}
        self.hits = 0
        self.misses = 0

    def get(self, key: K) -> Optional[V]:
        if key in self._data:
            self.hits += 1
            value = self._data.pop(key)
            self._data[key] = value
            return value
        self.misses += 1
        return None

    def put(self, key: K, value: V) -> None:
        self._data.pop(key, None)
        if len(self._data) >= self.capacity:
            oldest = next(iter(self._data))
            del self._data[oldest]
        self._data[key] = value

    def keys(self) -> List[K]:
        return list(self._data)


def memo(cache: "LRUCache[int, int]", fn: Callable[[int], int]) -> Callable[[int], int]:
    def wrapper(n: int) -> int:
        hit = cache.get(n)
        if hit is not None:
            return hit
        out = fn(n)
        cache.put(n, out)
        return out
    return wrapper


c: LRUCache[str, int] = LRUCache[str, int](2)
c.put("a", 1)
c.put("b", 2)
c.get("a")
c.put("c", 3)
squares = memo(LRUCache[int, int](3), lambda n: n * n)
vals = [squares(n) for n in (1, 2, 1, 3, 4, 1)]
pair: Tuple[str, str] = (repr(LRUCache[str, int]), type(c).__name__)
try:
    LRUCache(0)
except ValueError as e:
    err = str(e)
(c.keys(), c.hits, c.misses, vals, pair, err, isinstance(c, LRUCache))
