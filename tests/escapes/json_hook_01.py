# expect: guest TypeError
# technique: json object_hook=getattr (called with one argument; nothing read)
import json
json.loads('{}', object_hook=getattr)
