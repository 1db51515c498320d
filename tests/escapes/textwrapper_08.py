# expect: compile STK-V003
# technique: a private TextWrapper method
import textwrap
textwrap.TextWrapper()._split("a b")
