# expect: limit fuel
# limits: fuel=200000
# technique: fnmatch.filter over an endless iterator (metered per name)
import fnmatch
import itertools
fnmatch.filter(itertools.repeat("x"), "*")
