# expect: guest TypeError
# technique: write() of a guest object with __str__ (only a str is written, as by a text stream)
# stdout: ''
import sys
class S:
    def __str__(self):
        return 'LIE'
sys.stdout.write(S())
