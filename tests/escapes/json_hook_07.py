# expect: value None
# technique: json object_hook=print
# stdout: "{'a': 1}\n"
import json
json.loads('{"a": 1}', object_hook=print)
