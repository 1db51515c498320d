# expect: guest AttributeError
# technique: format field {0.__dict__} on a stdlib facade
import math
"{0.__dict__}".format(math)
