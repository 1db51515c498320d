# expect: value 'guest value'
# technique: program file defines _sk_members: a format field must resolve to that member, never to the facade's own slot
import util
"{0._sk_members}".format(util)[:60]
# ===== util.py
_sk_members = "guest value"
