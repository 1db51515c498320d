# expect: guest TypeError
# technique: json.dumps(cls=...) with a host class, whose instance's encode would be read outside the guard
import json
json.dumps([1], cls=dict)
