# expect: compile STK-V001
# technique: with statement (context manager protocol)
with open('x') as f:
    pass
