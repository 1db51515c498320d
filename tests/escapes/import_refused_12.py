# expect: compile STK-V004
# technique: from string import Formatter
from string import Formatter
