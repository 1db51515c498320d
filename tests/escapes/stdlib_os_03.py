# expect: guest AttributeError
# technique: the globals of the os.path.join wrapper, to reach the host os module
import os
getattr(os.path.join, "__glo" + "bals__")
