# expect: limit fuel
# limits: fuel=200000
# technique: the builtin dict.update on a subclass instance fed an endless iterator (metered as on a plain dict)
import itertools
class D(dict):
    pass
D().update(zip(itertools.count(), itertools.count()))
