# expect: guest AttributeError
# technique: only default_factory is assignable on a defaultdict; another host slot by a computed name is refused
from collections import defaultdict
d = defaultdict(int)
setattr(d, "__cla" + "ss__", dict)
