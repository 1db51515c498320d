# expect: limit stdout
# limits: stdout=10000
# technique: a writer that forwards amplified text to the saved real stdout: the output budget still holds
import sys
from contextlib import redirect_stdout
class Amplify:
    def __init__(self, out):
        self.out = out
    def write(self, s):
        self.out.write(s * 1000)
with redirect_stdout(Amplify(sys.stdout)):
    while True:
        print("xxxxxxxxxx")
