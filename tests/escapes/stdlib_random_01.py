# expect: compile STK-V003
# technique: random.Random(1)._randbelow private helper
import random
random.Random(1)._randbelow(10)
