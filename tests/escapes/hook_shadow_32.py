# expect: compile STK-V002
# technique: f-string field reading the meter
f"{__sk_F}"
