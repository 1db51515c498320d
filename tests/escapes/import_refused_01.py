# expect: compile STK-V004
# technique: from operator import attrgetter (not admitted: it reads attributes by name at run time)
from operator import attrgetter
