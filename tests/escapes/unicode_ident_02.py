# expect: compile STK-V002
# technique: fullwidth letters __ｄｉｃｔ__ normalise to __dict__
().__ｄｉｃｔ__
