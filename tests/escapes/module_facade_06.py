# expect: guest AttributeError
# technique: format field {0._sk_members} on a stdlib facade
import math
"{0._sk_members}".format(math)
