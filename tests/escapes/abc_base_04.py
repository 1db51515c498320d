# expect: compile STK-V003
# technique: the ABC bookkeeping a program class gets from ABCMeta (_abc_impl)
from collections.abc import Sized
class S(Sized):
    def __len__(self): return 0
S._abc_impl
