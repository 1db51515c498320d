# expect: guest AttributeError
# technique: the private _format/_dispatch machinery of CPython's printer is not on the guest's object
import pprint
getattr(pprint.PrettyPrinter(), "_for" + "mat")
