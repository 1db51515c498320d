# expect: compile STK-V003
# technique: cmp_to_key wrapper .obj
import functools
functools.cmp_to_key(lambda a, b: 0)(1).obj
