# expect: guest AttributeError
# technique: assigning an encoder method on a plain JSONEncoder to swap in a host function
import json
e = json.JSONEncoder()
e.iterencode = print
e.encode([1])
