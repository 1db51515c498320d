# expect: compile STK-V004
# technique: random.SystemRandom for OS entropy
from random import SystemRandom
SystemRandom().random()
