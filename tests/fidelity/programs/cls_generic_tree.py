from typing import Callable, Generic, Iterator, List, Optional, TypeVar

T = TypeVar("T")
U = TypeVar("U")


class Node(Generic[T]):
    def __init__(self, value: T) -> None:
        self.value = value
        self.left: "Optional[Node[T]]" = None
        self.right: "Optional[Node[T]]" = None


class BST(Generic[T]):
    def __init__(self, key: Callable[[T], int] = lambda v: v) -> None:
        self.root: Optional[Node[T]] = None
        self.key = key
        self.size = 0

    def insert(self, value: T) -> None:
        self.size += 1
        new = Node[T](value)
        if self.root is None:
            self.root = new
            return
        cur = self.root
        while True:
            side = "left" if self.key(value) < self.key(cur.value) else "right"
            nxt = getattr_side(cur, side)
            if nxt is None:
                if side == "left":
                    cur.left = new
                else:
                    cur.right = new
                return
            cur = nxt

    def __iter__(self) -> Iterator[T]:
        def walk(n: Optional[Node[T]]) -> Iterator[T]:
            if n is not None:
                yield from walk(n.left)
                yield n.value
                yield from walk(n.right)
        return walk(self.root)

    def map(self, fn: Callable[[T], U]) -> "List[U]":
        return [fn(v) for v in self]


def getattr_side(n: Node[T], side: str) -> Optional[Node[T]]:
    return n.left if side == "left" else n.right


nums = BST[int]()
for v in [50, 30, 70, 20, 40, 60, 80, 35]:
    nums.insert(v)
words: BST[str] = BST(key=len)
for w in ["kiwi", "fig", "banana", "apple"]:
    words.insert(w)
print(list(nums))
print(repr(BST[str]), repr(Node[int]))
(list(nums), nums.size, list(words), nums.map(lambda v: v // 10), isinstance(nums.root, Node))
