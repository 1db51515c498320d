# expect: guest TypeError
# technique: json.loads(cls=...) to substitute a decoder class
import json
json.loads('{}', cls=dict)
