from functools import lru_cache
from typing import Any, Dict, List, Optional


@lru_cache(maxsize=None)
def ways(n: int, coins: tuple) -> int:
    if n == 0:
        return 1
    if n < 0 or not coins:
        return 0
    return ways(n - coins[0], coins) + ways(n, coins[1:])


memo: Dict[int, int] = {}


def fib(n: int) -> int:
    if n < 2:
        return n
    if n not in memo:
        memo[n] = fib(n - 1) + fib(n - 2)
    return memo[n]


class TreeNode:
    def __init__(self, val: int, left: "Optional[TreeNode]" = None, right: "Optional[TreeNode]" = None):
        self.val, self.left, self.right = val, left, right


def insert(root: Optional[TreeNode], val: int) -> TreeNode:
    if root is None:
        return TreeNode(val)
    if val < root.val:
        root.left = insert(root.left, val)
    else:
        root.right = insert(root.right, val)
    return root


def inorder(n: Optional[TreeNode]) -> List[int]:
    return inorder(n.left) + [n.val] + inorder(n.right) if n else []


def height(n: Optional[TreeNode]) -> int:
    return 1 + max(height(n.left), height(n.right)) if n else 0


def depth_of(obj: Any) -> int:
    if isinstance(obj, dict):
        return 1 + max((depth_of(v) for v in obj.values()), default=0)
    if isinstance(obj, list):
        return 1 + max((depth_of(v) for v in obj), default=0)
    return 0


print(ways(100, (50, 25, 10, 5, 1)), ways.cache_info().hits > 0)
print(fib(90), len(memo))
root = None
for v in [50, 30, 70, 20, 40, 60, 80, 35, 45, 65]:
    root = insert(root, v)
print(inorder(root), height(root))
print(depth_of({"a": [1, {"b": []}], "c": {}}), depth_of([]), depth_of(5))


def hanoi(n: int, a: str, b: str, c: str, moves: List[str]) -> None:
    if n:
        hanoi(n - 1, a, c, b, moves)
        moves.append(a + c)
        hanoi(n - 1, b, a, c, moves)


mv: List[str] = []
hanoi(4, "A", "B", "C", mv)
(len(mv), mv[:5])
