# expect: compile STK-V002
# technique: reaching the encoder method's module globals from a subclass
import json
class Enc(json.JSONEncoder):
    def default(self, o):
        return self.encode.__func__.__globals__
json.dumps([object()], cls=Enc)
