# expect: limit fuel
# technique: json.loads with an object_hook that never returns
# limits: fuel=100000
import json
def hook(d):
    while True:
        pass
json.loads('{"a": 1}', object_hook=hook)
