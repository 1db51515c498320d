# expect: limit recursion
# technique: a writer whose write() prints: print -> write -> print recurses into the depth limit, not the host's
from contextlib import redirect_stdout
class Echo:
    def write(self, s):
        print(s)
with redirect_stdout(Echo()):
    print("loop")
