# expect: guest AttributeError
# technique: format field {0._sk_name} on a stdlib facade
import math
"{0._sk_name}".format(math)
