# expect: guest TypeError
# technique: vars() of a stdlib object that has a __dict__ (a logger's private state)
import logging
lg = [logging.getLogger("x")][0]
print(sorted(vars(lg)))
