# expect: compile STK-V004
# technique: importing the time module without the nondeterminism grant
import time
t = time.time()
