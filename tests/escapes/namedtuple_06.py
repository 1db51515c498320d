# expect: value (3, 4)
# technique: namedtuple fields named like allowlisted tuple methods only shadow on instances
from collections import namedtuple
P = namedtuple("P", "count index")
p = P(3, 4)
(p.count, p.index)
