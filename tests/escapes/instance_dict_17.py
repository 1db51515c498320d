# expect: guest AttributeError
# technique: a kept copy's write-through update with a dunder: still checked
import json
class A:
    pass
class Enc(json.JSONEncoder):
    held = []
    def encode(self, o):
        Enc.held.append(o)
        return "x"
a = A()
json.dumps(vars(a), cls=Enc)
Enc.held[0].update({"__reduce_ex__": print})
