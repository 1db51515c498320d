# expect: guest AttributeError
# technique: deleting a TextWrapper option
import textwrap
w = textwrap.TextWrapper()
del w.width
