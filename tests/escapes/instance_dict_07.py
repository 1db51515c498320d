# expect: guest TypeError
# technique: vars() of a module facade (its member table)
import math
m = [math][0]
print(len(vars(m)))
