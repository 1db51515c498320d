# expect: guest KeyError
# technique: a trap keyed by a host exception class
from decimal import getcontext
getcontext().traps[ValueError] = True
