# expect: guest TypeError
# technique: a guest object as a TextWrapper option (its dunders would run inside host textwrap)
import textwrap
class W:
    def __sub__(self, other):
        return 5
    def __lt__(self, other):
        return False
w = textwrap.TextWrapper()
w.width = W()
w.fill("a b c")
