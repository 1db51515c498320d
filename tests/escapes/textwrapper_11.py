# expect: value ["* one two", "  three"]
# technique: options assigned after construction are read back and used exactly as in CPython
import textwrap
w = textwrap.TextWrapper(width=12)
w.initial_indent = "* "
w.subsequent_indent = "  "
w.wrap("one two three")
