# expect: guest ValueError
# technique: a placeholder wider than the width (CPython's own check)
import textwrap
w = textwrap.TextWrapper(width=5, max_lines=1, placeholder=" [...........]")
w.fill("aaa bbb ccc ddd")
