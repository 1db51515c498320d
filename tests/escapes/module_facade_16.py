# expect: value '0'
# technique: entry file imports itself; {0._sk_members[__builtins__]} must resolve through its own member, not the host namespace
import main
_sk_members = {"__builtins__": 0}
"{0._sk_members[__builtins__]}".format(main)[:60]
