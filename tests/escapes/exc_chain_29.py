# expect: value [None, None]
# technique: a hidden host-internal link copied onto another exception by assignment stays hidden (the guest only ever reads None)
import json
try:
    json.loads("{bad")
except ValueError as e:
    hidden = e.__context__
other = KeyError("k")
other.__cause__ = hidden
[hidden, other.__cause__]
