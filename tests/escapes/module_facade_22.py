# expect: guest AttributeError
# technique: format field {0._sk_name} on a program-file facade without that member
import util
"{0._sk_name}".format(util)
# ===== util.py
x = 1
