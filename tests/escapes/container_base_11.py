# expect: limit fuel
# limits: fuel=200000
# technique: list.__init__ read off the builtin base and called with an endless iterator
import itertools
class L(list):
    pass
list.__init__(L(), itertools.count())
