# expect: limit fuel
# technique: random.choices(k=10**9) builds its list in host Python without ticks
# limits: fuel=100000, wall=1.0
import random
random.choices([1, 2], k=10**9)
