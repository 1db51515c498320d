# expect: raises TypeError
from typing import List


def total_length(items: List[str]) -> int:
    return sum(len(s) for s in items)


print(total_length(["ab", "cde"]))
print(total_length(["x", 42, "y"]))
