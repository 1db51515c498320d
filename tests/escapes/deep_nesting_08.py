# expect: guest RecursionError
# technique: deep list serialised with json.dumps
# limits: fuel=1000000
import json
a = []
for i in range(100000):
    a = [a]
json.dumps(a)
