# expect: value ['{', 1, 1]
# technique: JSONDecodeError .doc/.pos/.lineno are the guest's own plain data
import json
try:
    json.loads("{")
except json.JSONDecodeError as e:
    r = [e.doc, e.pos, e.lineno]
r
