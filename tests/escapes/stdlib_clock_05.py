# expect: value 1
# technique: a clock reader swallowed by except Exception still gives no time
import datetime
try:
    datetime.datetime.today()
    r = 0
except Exception:
    r = 1
r
