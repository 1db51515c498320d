# expect: value "JSONDecodeError"
# technique: __class__ of an exception raised by the host-side json parser
import json
try:
    json.loads("{")
except ValueError as e:
    r = e.__class__.__name__
r
