# expect: value "<built-in function len>"
# technique: format field {0.func} on a partial renders the callable the guest passed
import functools
'{0.func}'.format(functools.partial(len))
