# expect: limit fuel
# technique: a @contextmanager generator that catches BaseException at its yield
# limits: fuel=20000
from contextlib import contextmanager
@contextmanager
def cm():
    try:
        yield
    except BaseException:
        pass
with cm():
    while True:
        pass
'swallowed'
