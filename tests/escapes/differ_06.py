# expect: limit fuel
# technique: difflib.restore over an endless delta is metered per line
# limits: fuel=100000
import difflib, itertools
for _ in difflib.restore(itertools.repeat("  x"), 1):
    pass
