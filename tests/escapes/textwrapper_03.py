# expect: guest AttributeError
# technique: reading a TextWrapper regular expression (class internals)
import textwrap
getattr(textwrap.TextWrapper(), "wordsep_re")
