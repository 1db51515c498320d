from typing import Callable, Dict, Iterable, List, Optional, Sequence, Tuple, TypeVar

T = TypeVar("T")
K = TypeVar("K")
N = TypeVar("N", int, float)


def first(items: Sequence[T], default: Optional[T] = None) -> Optional[T]:
    return items[0] if items else default


def chunked(items: Sequence[T], size: int) -> List[List[T]]:
    return [list(items[i:i + size]) for i in range(0, len(items), size)]


def group_by(items: Iterable[T], key: Callable[[T], K]) -> Dict[K, List[T]]:
    out: Dict[K, List[T]] = {}
    for item in items:
        out.setdefault(key(item), []).append(item)
    return out


def clamp(x: N, lo: N, hi: N) -> N:
    return max(lo, min(hi, x))


def partition(items: Iterable[T], pred: Callable[[T], bool]) -> Tuple[List[T], List[T]]:
    yes: List[T] = []
    no: List[T] = []
    for item in items:
        (yes if pred(item) else no).append(item)
    return yes, no


words = ["apple", "bob", "cat", "avocado", "banana", "cherry"]
print(repr(T), repr(N), repr(List[T]))
(
    first(words),
    first([], "none"),
    chunked(list(range(7)), 3),
    group_by(words, lambda w: w[0]),
    [clamp(v, 0, 10) for v in (-5, 5, 50)],
    clamp(2.5, 0.0, 1.0),
    partition(range(10), lambda n: n % 3 == 0),
)
