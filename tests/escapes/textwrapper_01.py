# expect: guest TypeError
# technique: TextWrapper.wrap read from the class, called with a guest object as self
import textwrap
class Fake:
    width = 10
textwrap.TextWrapper.wrap(Fake(), "a b c")
