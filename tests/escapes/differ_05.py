# expect: compile STK-V004
# technique: difflib.HtmlDiff (whole HTML tables in host Python) is refused at compile time
from difflib import HtmlDiff
