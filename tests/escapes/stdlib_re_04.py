# expect: compile STK-V003
# technique: reading the engine objects behind a Pattern
import re
p = re.compile("a")
p._sk_real
