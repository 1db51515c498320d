# expect: compile STK-V004
# technique: from operator import attrgetter
from operator import attrgetter
