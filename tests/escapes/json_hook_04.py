# expect: guest TypeError
# technique: json.dumps(cls=...) to substitute an encoder class
import json
json.dumps({}, cls=dict)
