# expect: limit fuel
# limits: fuel=200000
# technique: compiling a huge pattern is charged before sre parses it in host Python
import re
re.compile("a" * 2000000)
