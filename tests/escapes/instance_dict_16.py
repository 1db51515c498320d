# expect: value [True, 'keep']
# technique: a JSONEncoder subclass's encode() receives what vars() gave and keeps it: it is a copy, so dict.__setitem__ on it (skipping the checked update) leaves the instance alone
import json
class A:
    def __init__(self):
        self.keep = 1
class Enc(json.JSONEncoder):
    held = []
    def encode(self, o):
        Enc.held.append(o)
        return "x"
a = A()
json.dumps(vars(a), cls=Enc)
d = Enc.held[0]
dict.__setitem__(d, "__reduce_ex__", print)
["__reduce_ex__" not in vars(a), sorted(vars(a))[0]]
