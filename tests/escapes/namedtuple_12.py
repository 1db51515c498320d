# expect: limit fuel
# limits: fuel=200000
# technique: namedtuple with a huge generated field list to make the host compile a giant __new__
from collections import namedtuple
P = namedtuple("P", " ".join("f" + str(i) for i in range(100000)))
