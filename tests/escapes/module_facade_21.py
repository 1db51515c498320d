# expect: guest AttributeError
# technique: __wrapped__ of a metered stand-in
import math
math.factorial.__wrapped__
