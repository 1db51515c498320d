# expect: compile STK-V004
# technique: from sys import modules (only the harmless sys members are admitted)
from sys import modules
