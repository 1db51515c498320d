# expect: guest AttributeError
# technique: __wrapped__ of an lru_cache around a runtime function (not the program's own)
import functools
import json
functools.lru_cache(json.dumps).__wrapped__
