# expect: value True
# limits: wall=1.0
# technique: the classic exponential pattern (a+)+$ on a near miss: pruned, answered at once
import re
re.search(r"(a+)+$", "a" * 40 + "b") is None
