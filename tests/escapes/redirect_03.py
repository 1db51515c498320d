# expect: guest AttributeError
# technique: redirect_stdout to a builtin stand-in function: print finds no write attribute on it
from contextlib import redirect_stdout
with redirect_stdout(len):
    print("x")
