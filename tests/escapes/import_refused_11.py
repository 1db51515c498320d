# expect: compile STK-V004
# technique: from json import decoder
from json import decoder
