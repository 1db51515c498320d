# expect: guest AttributeError
# technique: reach os through the fnmatch facade by a name made at run time
import fnmatch
getattr(fnmatch, "o" + "s").system("true")
