# expect: guest AttributeError
# technique: format field {0.__init__.__globals__} on JSONDecodeError
import json
"{0.__init__.__globals__}".format(json.JSONDecodeError)
