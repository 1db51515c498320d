# expect: guest AttributeError
# technique: __closure__ of a metered stdlib stand-in via format
import math
"{0.__closure__}".format(math.factorial)
