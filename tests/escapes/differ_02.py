# expect: limit fuel
# technique: Differ.compare with an endless iterator as b: CPython indexes all of b first; the loop is metered
# limits: fuel=100000
import difflib, itertools
list(difflib.Differ().compare(["a"], itertools.repeat("x")))
