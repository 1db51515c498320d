# expect: value ['{"z": 0}', ['a']]
# technique: a dict subclass with an overridden items() passed through json.dumps: CPython's encoder calls items() (guest code, metered in the run); Stockade's gives the same text
import json
class D(dict):
    def items(self):
        return [("z", 0)]
d = D(a=1)
[json.dumps(d), list(d)]
