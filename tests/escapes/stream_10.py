# expect: guest AttributeError
# technique: the stream's own slot read by name (which stream it is)
import sys
getattr(sys.stdout, '_sk_err')
