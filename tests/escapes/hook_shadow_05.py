# expect: compile STK-V002
# technique: import math as a hook name
import math as __sk_ga
