# expect: limit memory
# limits: memory=20000000
# technique: a guest writer that keeps every piece: memory of the captured text is charged to the run
from contextlib import redirect_stdout
class Keep:
    def __init__(self):
        self.parts = []
    def write(self, s):
        self.parts.append(s)
k = Keep()
big = "x" * 100000
with redirect_stdout(k):
    while True:
        print(big + str(len(k.parts)))
