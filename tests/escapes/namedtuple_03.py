# expect: value ('_0', '_1', 1)
# technique: namedtuple rename=True turns dunder and _source field names into positional names
from collections import namedtuple
P = namedtuple("P", ["__globals__", "_source"], rename=True)
p = P(1, 2)
(P._fields[0], P._fields[1], p._0)
