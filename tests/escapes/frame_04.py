# expect: compile STK-V003
# technique: gi_frame.f_globals
(x for x in []).gi_frame.f_globals
