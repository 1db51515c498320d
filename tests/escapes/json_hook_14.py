# expect: value [1, 2]
# technique: json object_pairs_hook=functools.partial(...) runs guest-admitted callables only
import json, functools
json.loads('{"a": 1, "b": 2}', object_pairs_hook=functools.partial(lambda extra, p: [v for k, v in p], 0))
