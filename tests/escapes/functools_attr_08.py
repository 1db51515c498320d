# expect: value [1, [3, 2, 1]]
# technique: cmp_to_key wrapper .obj is the program's own wrapped value (as CPython's); the comparison function stays unreachable
import functools
k = functools.cmp_to_key(lambda a, b: b - a)
[k(1).obj, sorted([1, 3, 2], key=k)]
