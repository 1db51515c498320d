# expect: value {"k": 1}
# technique: defaultdict whose factory raises returned: the door must not call it
from collections import defaultdict
d = defaultdict(lambda: 1 / 0)
d["k"] = 1
d
