# expect: compile STK-V003
# technique: generator expression gi_frame
(x for x in []).gi_frame
