# expect: value {'__class__': 1}
# technique: json keys named like dunders are plain strings
import json
json.loads('{"__class__": 1}')
