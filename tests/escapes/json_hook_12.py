# expect: guest RecursionError
# technique: json.dumps of a self-referencing list with check_circular=False
import json
a = []
a.append(a)
json.dumps(a, check_circular=False)
