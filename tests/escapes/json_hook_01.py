# expect: compile STK-V011
# technique: json object_hook=getattr
import json
json.loads('{}', object_hook=getattr)
