# expect: compile STK-V003
# technique: an ABC base's private helper (_from_iterable makes instances without the class's own constructor)
from collections.abc import Set
class S(Set):
    def __contains__(self, x): return False
    def __iter__(self): return iter(())
    def __len__(self): return 0
S()._from_iterable([1])
