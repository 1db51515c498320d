# expect: guest TypeError
# technique: building a traceback object by hand to reach a frame (the program has no frame to pass)
import types
types.TracebackType(None, None, 0, 0)
