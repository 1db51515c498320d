# expect: limit fuel
# runs: 3
# stdout: 'start\n'
# limits: fuel=20000
# technique: nested redirects left open by a LimitExceeded: the next run prints to its own stdout again
import io
from contextlib import redirect_stdout, redirect_stderr
print("start")
with redirect_stdout(io.StringIO()), redirect_stderr(io.StringIO()):
    with redirect_stdout(io.StringIO()):
        while True:
            pass
