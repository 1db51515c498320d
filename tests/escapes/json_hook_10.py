# expect: guest ValueError
# technique: json.loads of a 5000-digit integer (int/str conversion limit)
import json
json.loads('1' * 5000)
