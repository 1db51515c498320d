# expect: limit fuel
# technique: json.dumps default hook that loops forever
# limits: fuel=100000
import json
def spin(o):
    while True:
        pass
json.dumps({1, 2}, default=spin, indent=2, sort_keys=True)
