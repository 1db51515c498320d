# expect: guest AttributeError
# technique: the host environment read from the os facade by a computed name
import os
getattr(os, "env" + "iron")
