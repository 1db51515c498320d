# expect: guest AttributeError
# technique: functools.wraps copies a stand-in's __qualname__ onto a guest function
import functools
import json
@functools.wraps(json.dumps)
def f():
    pass
f.__qualname__
