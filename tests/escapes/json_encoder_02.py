# expect: limit memory
# technique: an encoder option assigned after construction (indent=10**8) makes the host build a huge indent string
import json
e = json.JSONEncoder(indent=2)
e.indent = 10 ** 8
len(e.encode([[1], [2]]))
