# expect: guest AttributeError
# technique: dotted value pattern reaching a module's private member through the guard
import json
match 1:
    case json.count:
        pass
