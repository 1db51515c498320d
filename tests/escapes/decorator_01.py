# expect: compile STK-V008
# technique: decorator from an admitted module (functools.partial)
import functools
@functools.partial
def f():
    pass
