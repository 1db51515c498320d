# expect: guest AttributeError
# technique: assigning a TextWrapper attribute that is not an option (its regex)
import textwrap
w = textwrap.TextWrapper()
w.wordsep_re = None
