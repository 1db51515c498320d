# expect: value 1
# runs: 3
# stdout: 'visible\n'
# technique: a generator suspended inside a redirect at the end of the run: finalising it later runs no __exit__ in another run
import io
from contextlib import redirect_stdout
def hold():
    with redirect_stdout(io.StringIO()):
        yield 1
        print("never")
g = hold()
v = next(g)
print("never either")
del g
print("visible")
v
