# expect: guest AttributeError
# technique: functools.partial(...).args (a name exceptions have, partials do not)
import functools
functools.partial(len, [1]).args
