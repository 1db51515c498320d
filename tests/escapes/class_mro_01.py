# expect: value ["C", "OrderedDict", "dict", "object"]
# technique: the MRO of a program class deriving from collections.OrderedDict shows CPython's classes only, never the runtime's real class under the guest's
from collections import OrderedDict
class C(OrderedDict):
    pass
[k.__name__ for k in C.__mro__]
