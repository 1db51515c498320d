# expect: value [None, None, True]
# technique: walk __context__ of json.loads('') to the StopIteration json raised and caught internally
import json
try:
    json.loads("")
except ValueError as e:
    err = e
[err.__cause__, err.__context__, err.__suppress_context__]
