# expect: compile STK-V003
# technique: OrderedDict internals (__root, __map) through name mangling
from collections import OrderedDict
OrderedDict()._OrderedDict__map
