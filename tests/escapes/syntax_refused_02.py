# expect: compile STK-V011
# technique: with open(...): there is no open()
with open('x') as f:
    pass
