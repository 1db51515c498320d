# expect: guest AttributeError
# technique: getattr on a module facade for the real module's loader
import json
getattr(json, "__loader__")
