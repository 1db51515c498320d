# expect: compile STK-V003
# technique: generator expression gi_code
(x for x in []).gi_code
