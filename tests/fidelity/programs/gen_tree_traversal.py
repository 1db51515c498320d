from dataclasses import dataclass
from typing import Optional, Iterator, List


@dataclass
class Node:
    value: int
    left: Optional["Node"] = None
    right: Optional["Node"] = None


def insert(root: Optional[Node], value: int) -> Node:
    if root is None:
        return Node(value)
    if value < root.value:
        root.left = insert(root.left, value)
    else:
        root.right = insert(root.right, value)
    return root


def inorder(node: Optional[Node]) -> Iterator[int]:
    if node:
        yield from inorder(node.left)
        yield node.value
        yield from inorder(node.right)


def level_order(root: Node) -> List[List[int]]:
    levels, current = [], [root]
    while current:
        levels.append([n.value for n in current])
        current = [c for n in current for c in (n.left, n.right) if c]
    return levels


def height(node: Optional[Node]) -> int:
    return 0 if node is None else 1 + max(height(node.left), height(node.right))


def paths(node: Optional[Node], prefix=()) -> Iterator[tuple]:
    if node is None:
        return
    prefix = prefix + (node.value,)
    if not node.left and not node.right:
        yield prefix
    yield from paths(node.left, prefix)
    yield from paths(node.right, prefix)


root = None
for v in [50, 30, 70, 20, 40, 60, 80, 35, 45, 65]:
    root = insert(root, v)
print("inorder:", list(inorder(root)))
print("levels:", level_order(root))
print("height:", height(root))
for p in paths(root):
    print(" -> ".join(map(str, p)), "sum =", sum(p))
it = inorder(root)
print(next(it), next(it), sum(it))
max(paths(root), key=sum)
