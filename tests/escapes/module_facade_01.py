# expect: compile STK-V003
# technique: math._sk_members (the facade's member table)
import math
math._sk_members
