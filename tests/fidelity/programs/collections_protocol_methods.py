"""Bound protocol methods of collections containers used as sort and max keys."""
from collections import defaultdict, Counter, OrderedDict, deque
d = defaultdict(int, {"a": 3, "b": 5})
c = Counter("abracadabra")
o = OrderedDict(x=1, y=2)
q = deque([4, 5, 6])
print(max(d, key=d.__getitem__), max(c, key=c.__getitem__), o.__contains__("x"), q.__getitem__(1), len(q), d.__len__())
print(sorted(c, key=c.__getitem__, reverse=True)[:2], list(map(o.__getitem__, ["y", "x"])), d.__getitem__("zz"))
dict(d)
