# expect: compile STK-V002
# technique: redirect_stdout(sys.__stdout__) to reach the host's original stream
import sys
from contextlib import redirect_stdout
with redirect_stdout(sys.__stdout__):
    print("x")
