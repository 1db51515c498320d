# expect: value True
# technique: functools.wraps copying a stand-in's __dict__ (and its __wrapped__) onto a guest function: __wrapped__ is the stand-in the guest passed
import functools
import json
@functools.wraps(json.dumps)
def f(*a, **k):
    return 1
f.__wrapped__ is json.dumps
