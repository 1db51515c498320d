# expect: compile STK-V003
# technique: gi_running / gi_suspended
g = (x for x in [])
g.gi_running, g.gi_suspended
