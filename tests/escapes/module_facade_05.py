# expect: compile STK-V002
# technique: json.JSONDecodeError.__init__ (a Python function with globals)
import json
json.JSONDecodeError.__init__.__globals__
