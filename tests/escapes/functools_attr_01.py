# expect: value True
# technique: functools.partial(...).func hands back only the callable the guest passed
import functools
functools.partial(len).func is len
