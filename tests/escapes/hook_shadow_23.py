# expect: compile STK-V002
# technique: reading the loop-tick placeholder
for x in [1]:
    pass
__sk_f
