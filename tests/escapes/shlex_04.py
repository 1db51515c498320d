# expect: guest TypeError
# technique: shlex.split over a guest object whose read() never ends, called from the host lexer
import shlex
class Forever:
    def read(self, n):
        return "a"
shlex.split(Forever())
