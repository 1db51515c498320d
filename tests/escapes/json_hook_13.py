# expect: guest ValueError
# technique: json.dumps default hook returning the object itself (host object never serialised)
import json
json.dumps(print, default=lambda o: o)
