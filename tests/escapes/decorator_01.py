# expect: value 1
# technique: decorator from an admitted module (functools.partial); the partial's internals stay unreachable
import functools
@functools.partial
def f():
    return 1
f()
