# expect: compile STK-V002
# technique: from-import alias named like the meter
from math import pi as __sk_F
