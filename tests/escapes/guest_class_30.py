# expect: limit fuel
# technique: contextlib.suppress(BaseException) around a runaway loop
# limits: fuel=20000
from contextlib import suppress
with suppress(BaseException):
    while True:
        pass
'swallowed'
