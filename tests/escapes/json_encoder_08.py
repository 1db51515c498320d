# expect: value 'JSONEncoder'
# technique: walking a JSONEncoder subclass's bases reaches only Stockade's JSONEncoder (the real encoder class is never a base)
import json
class Enc(json.JSONEncoder):
    pass
Enc.__mro__[1].__name__
