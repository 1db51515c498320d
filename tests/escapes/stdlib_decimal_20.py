# expect: guest KeyError
# technique: a context's flags asked to hold an arbitrary object
from decimal import getcontext
getcontext().flags['x'] = [1]
