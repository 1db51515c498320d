# expect: guest AttributeError
# technique: redirect_stdout to a module facade: print looks up write through the guard and finds nothing
import sys
from contextlib import redirect_stdout
with redirect_stdout(sys):
    print("x")
