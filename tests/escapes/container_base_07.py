# expect: limit fuel
# limits: fuel=200000
# technique: list.extend on a subclass instance with an endless iterator
import itertools
class L(list):
    pass
L().extend(itertools.repeat(1))
