# expect: guest AttributeError
# technique: __wrapped__ of a metered stdlib stand-in via format
import math
"{0.__wrapped__}".format(math.factorial)
