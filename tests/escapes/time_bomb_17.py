# expect: limit wall
# technique: while True with plenty of fuel hits the wall clock
# limits: fuel=10**12, wall=0.2
while True:
    pass
