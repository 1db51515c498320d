# expect: value ([1],)
# technique: functools.partial(...).args holds only the guest's own arguments
import functools
functools.partial(len, [1]).args
