# expect: guest RecursionError
# technique: json.loads of 100,000 opening brackets
import json
json.loads("[" * 100000)
