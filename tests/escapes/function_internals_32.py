# expect: value [0, 3, True, False]
# technique: function attributes as decorator state: only the guest's own values come back
from functools import wraps
def counted(fn):
    @wraps(fn)
    def wrapper(*args):
        wrapper.calls += 1
        return fn(*args)
    wrapper.calls = 0
    return wrapper
@counted
def add(a, b):
    return a + b
before = add.calls
add(1, 2); add(3, 4); add(5, 6)
del add.calls
[before, 3, add.__name__ == "add", hasattr(add, "calls")]
