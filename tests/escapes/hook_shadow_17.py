# expect: compile STK-V002
# technique: augmented assignment to the meter
__sk_F += 1
