# expect: door
# technique: sys.stderr returned as the result, to reach the host
import sys
sys.stderr
