# expect: guest AttributeError
# technique: __doc__ of a runtime stand-in function (its text is not CPython's)
import json
json.dumps.__doc__
