# expect: compile STK-V004
# technique: time.localtime through the module (reads the host's zone), now that struct_time is readable
from time import localtime
localtime()
