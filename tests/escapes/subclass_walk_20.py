# expect: guest TypeError
# technique: format field __class__ on a stdlib module facade
import math
"{0.__class__}".format(math)
