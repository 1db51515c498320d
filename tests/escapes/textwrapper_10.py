# expect: guest TypeError
# technique: a guest object as a constructor option, caught before wrap runs
import textwrap
class Yes:
    def __bool__(self):
        return True
textwrap.TextWrapper(break_long_words=Yes()).wrap("a b")
