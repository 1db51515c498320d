# expect: compile STK-V003
# technique: gi_yieldfrom
(x for x in []).gi_yieldfrom
