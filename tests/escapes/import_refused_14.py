# expect: compile STK-V004
# technique: from string import Template
from string import Template
