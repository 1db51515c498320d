# expect: limit memory
# technique: json.dumps indent of 10**9 spaces
# limits: memory=20000000
import json
json.dumps([1, 2], indent=10**9)
