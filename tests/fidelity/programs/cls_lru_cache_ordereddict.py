from collections import OrderedDict
from typing import Generic, TypeVar, Optional, Hashable

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")


class LRUCache(Generic[K, V]):
    def __init__(self, capacity: int) -> None:
        if capacity <= 0:
            raise ValueError("capacity must be positive")
        self.capacity = capacity
        self._data: "OrderedDict[K, V]" = OrderedDict()
        self.hits = 0
        self.misses = 0

    def get(self, key: K) -> Optional[V]:
        if key not in self._data:
            self.misses += 1
            return None
        self._data.move_to_end(key)
        self.hits += 1
        return self._data[key]

    def put(self, key: K, value: V) -> None:
        if key in self._data:
            self._data.move_to_end(key)
        self._data[key] = value
        if len(self._data) > self.capacity:
            evicted, _ = self._data.popitem(last=False)
            print(f"evict {evicted!r}")

    def __contains__(self, key: object) -> bool:
        return key in self._data

    def __len__(self) -> int:
        return len(self._data)

    @property
    def hit_rate(self) -> float:
        total = self.hits + self.misses
        return self.hits / total if total else 0.0

    def __repr__(self) -> str:
        items = ", ".join(f"{k!r}: {v!r}" for k, v in self._data.items())
        return f"LRUCache({self.capacity}) {{{items}}}"


cache: LRUCache[str, int] = LRUCache(3)
for word in ["a", "b", "c", "a", "d", "b", "e", "a"]:
    if cache.get(word) is None:
        cache.put(word, len(word) * ord(word))
print(cache)
print(len(cache), "a" in cache, "c" in cache)
print(f"hit rate: {cache.hit_rate:.2%}")
od = OrderedDict.fromkeys("xyz", 0)
od.move_to_end("x")
print(od, list(reversed(od)))
cache.hits, cache.misses, list(cache._data)
