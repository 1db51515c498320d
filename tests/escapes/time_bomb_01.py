# expect: limit fuel
# technique: while True: pass
# limits: fuel=100000
while True:
    pass
