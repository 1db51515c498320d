# expect: compile STK-V009
# technique: augmented attribute assignment
x = 1
x.real += 1
