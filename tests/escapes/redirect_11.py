# expect: compile STK-V005
# kv-calls: 0
# bindings: kv
# technique: redirect_stdout to a binding object: refused at compile time (a binding cannot be passed)
from contextlib import redirect_stdout
def main():
    with redirect_stdout(kv):
        print("secret?")
main()
