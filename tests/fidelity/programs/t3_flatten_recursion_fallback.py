from typing import Any, List


def flatten_recursive(items: Any) -> List[Any]:
    out = []
    for x in items:
        if isinstance(x, (list, tuple)):
            out.extend(flatten_recursive(x))
        else:
            out.append(x)
    return out


def flatten_iterative(items: Any) -> List[Any]:
    out, stack = [], [iter(items)]
    while stack:
        for x in stack[-1]:
            if isinstance(x, (list, tuple)):
                stack.append(iter(x))
                break
            out.append(x)
        else:
            stack.pop()
    return out


def safe_flatten(items):
    try:
        return flatten_recursive(items), "recursive"
    except RecursionError:
        return flatten_iterative(items), "iterative"


shallow = [1, [2, (3, 4)], [[5]], [], "six"]
deep = 0
for i in range(5000):
    deep = [i, deep]
flat, how = safe_flatten(shallow)
print(flat, how)
flat_deep, how_deep = safe_flatten(deep)
print(len(flat_deep), how_deep, flat_deep[:3], flat_deep[-2:])
assert flatten_iterative(shallow) == flatten_recursive(shallow)


def depth(x):
    return 1 + max(map(depth, x), default=0) if isinstance(x, list) else 0


depth([[1, [2]], [3]]), sum(flatten_iterative([[1, 2], [3, [4, [5]]]]))
