# expect: compile STK-V003
# technique: finditer's iterator internals (the generator behind it)
import re
it = re.finditer("a", "aaa")
it.gi_frame
