# expect: limit recursion
# technique: print(..., file=sys.stderr) of a guest object whose __str__ prints itself to stderr
import sys
class R:
    def __str__(self):
        print(R(), file=sys.stderr)
        return 'r'
try:
    print(R(), file=sys.stderr)
except Exception:
    pass
1
