# expect: compile STK-V002
# technique: del of a hook name
del __sk_ga
