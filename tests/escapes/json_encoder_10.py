# expect: value '[1]'
# runs: 2
# technique: encoder options do not leak between runs through the shared JSONEncoder class
import json
json.JSONEncoder.item_separator
e = json.JSONEncoder()
e.item_separator = "|"
json.dumps([1])
