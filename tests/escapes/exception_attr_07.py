# expect: door
# technique: KeyError.args carries the guest's own key object; returning it cannot cross the door
import math
try:
    {}[math]
except KeyError as e:
    r = e.args[0]
r
