# expect: value [None, 'ValueError', True]
# technique: a guest callback raises inside json's object_hook; the host-internal links stay hidden, the guest's error is kept
import json
def hook(d):
    if "bad" in d:
        raise ValueError("bad object")
    return d
try:
    json.loads('{"a": {"bad": 1}}', object_hook=hook)
except ValueError as e:
    err = e
[err.__context__, type(err).__name__, err.__cause__ is None]
