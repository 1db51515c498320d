# expect: compile STK-V003
# technique: the big-range stand-in's inner range _r
range(10**12)._r
