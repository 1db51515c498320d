# expect: guest TypeError
# technique: deepcopy memo argument would hand the guest id() of host objects
import copy
m = {}
copy.deepcopy([1], m)
sorted(m)
