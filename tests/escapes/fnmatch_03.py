# expect: compile STK-V004
# technique: fnmatch's private pattern cache, which would hold every program's patterns process-wide
from fnmatch import _compile_pattern
