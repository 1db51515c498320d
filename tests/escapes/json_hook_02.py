# expect: compile STK-V002
# technique: json object_hook returning d.__class__.__base__
import json
json.loads('{}', object_hook=lambda d: d.__class__.__base__)
