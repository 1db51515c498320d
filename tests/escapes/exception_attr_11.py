# expect: guest AttributeError
# technique: format field {0.doc.__class__.__base__} on JSONDecodeError
import json
try:
    json.loads("{")
except json.JSONDecodeError as e:
    r = "{0.doc.__class__.__base__}".format(e)
