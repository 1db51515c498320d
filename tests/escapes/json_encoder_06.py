# expect: compile STK-V003
# technique: deriving from json.JSONDecoder to run guest code inside the host's scanner
import json
class D(json.JSONDecoder):
    def decode(self, s):
        return s
json.loads("1", cls=D)
