# expect: compile STK-V004
# technique: from itertools import a name that is not admitted
from itertools import _grouper
