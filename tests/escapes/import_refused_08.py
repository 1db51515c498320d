# expect: compile STK-V004
# technique: import gc (get_referrers)
import gc
