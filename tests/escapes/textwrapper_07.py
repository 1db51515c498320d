# expect: limit fuel
# technique: wrapping a long text with little fuel (charged before host textwrap runs)
# limits: fuel=20000
import textwrap
textwrap.TextWrapper(width=5).fill("ab " * 100000)
