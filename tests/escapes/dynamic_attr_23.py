# expect: guest AttributeError
# technique: setattr on a stdlib module facade to replace a member
import json
setattr(json, "dumps", lambda *a, **k: "x")
