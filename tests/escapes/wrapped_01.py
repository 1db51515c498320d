# expect: guest AttributeError
# technique: __wrapped__ of a metered stdlib stand-in, to reach the real unmetered function behind it
import textwrap
textwrap.dedent.__wrapped__
