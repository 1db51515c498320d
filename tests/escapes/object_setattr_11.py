# expect: guest AttributeError
# technique: object.__setattr__ to overwrite an attribute an admitted stdlib base supplies (json.JSONEncoder's method)
import json
class E(json.JSONEncoder):
    pass
e = E()
object.__setattr__(e, "encode", print)
