# expect: guest AttributeError
# technique: reach os through the fnmatch facade by a name made at run time
import fnmatch
getattr(getattr(fnmatch, "o" + "s"), "sys" + "tem")("true")
