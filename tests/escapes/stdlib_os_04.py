# expect: compile STK-V004
# technique: the current directory through os.path.abspath (a host path)
from os.path import abspath
abspath(".")
