# expect: value 123
# limits: recursion=123
# technique: sys.getrecursionlimit reports the guest's limit, not the host's
import sys
sys.getrecursionlimit()
