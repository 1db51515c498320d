# expect: guest TypeError
# technique: type(sys.stdout) to reach the stream class
import sys
type(sys.stdout)
