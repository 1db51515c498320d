# expect: compile STK-V004
# technique: from html import parser (only html.escape and html.unescape are admitted)
from html import parser
