# expect: value ['caught', 'disk full', True, 'y\n']
# stdout: 'after\n'
# technique: a writer that raises: the exception reaches the guest and the run's stdout is restored
import io
import sys
from contextlib import redirect_stdout
out = sys.stdout
class Bad:
    def write(self, s):
        raise OSError("disk full")
result = []
try:
    with redirect_stdout(Bad()):
        print("x")
except OSError as e:
    result += ["caught", str(e), sys.stdout is out]
b = io.StringIO()
with redirect_stdout(b):
    print("y")
result.append(b.getvalue())
print("after")
result
