# expect: compile STK-V003
# technique: the hidden regex pair of a compiled pattern
import re
re.compile("x")._sk_c
