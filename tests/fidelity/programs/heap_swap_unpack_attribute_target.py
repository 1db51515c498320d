"""A hand-written min-heap whose pop swaps through a tuple target that subscripts an
attribute of self (on 3.13 the compiler fuses the store and the next load)."""
from typing import Generic, List, TypeVar

T = TypeVar("T")


class MinHeap(Generic[T]):
    def __init__(self) -> None:
        self._data: List[T] = []

    def push(self, item: T) -> None:
        self._data.append(item)
        i = len(self._data) - 1
        while i > 0:
            parent = (i - 1) // 2
            if self._data[i] < self._data[parent]:
                self._data[i], self._data[parent] = self._data[parent], self._data[i]
                i = parent
            else:
                break

    def pop(self) -> T:
        if not self._data:
            raise IndexError("pop from empty heap")
        last = self._data.pop()
        if not self._data:
            return last
        top, self._data[0] = self._data[0], last
        i, n = 0, len(self._data)
        while True:
            small = i
            for c in (2 * i + 1, 2 * i + 2):
                if c < n and self._data[c] < self._data[small]:
                    small = c
            if small == i:
                return top
            self._data[i], self._data[small] = self._data[small], self._data[i]
            i = small


h: MinHeap[int] = MinHeap()
for x in [5, 3, 8, 1, 9, 2]:
    h.push(x)
out = [h.pop() for _ in range(6)]
print(out)
try:
    h.pop()
except IndexError as e:
    print("empty:", e)
out
