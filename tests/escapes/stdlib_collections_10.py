# expect: compile STK-V003
# technique: defaultdict.default_factory.__code__ style walk via a non-listed attribute
from collections import defaultdict
defaultdict(list).default_factory.mro
