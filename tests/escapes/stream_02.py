# expect: guest AttributeError
# technique: sys.stderr.fileno read by name through getattr
import sys
getattr(sys.stderr, 'fileno')()
