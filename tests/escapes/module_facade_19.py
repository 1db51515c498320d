# expect: value "<module 'math'>"
# technique: repr() of a facade is a plain string
import math
repr(math)
