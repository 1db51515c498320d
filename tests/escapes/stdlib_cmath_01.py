# expect: compile STK-V002
# technique: cmath module dict
import cmath
cmath.__dict__
