# expect: guest AttributeError
# technique: read the printer's stored options and stream through a name made at run time
import pprint
getattr(pprint.PrettyPrinter(), "_sk_" + "target")
