# expect: compile STK-V009
# technique: attribute assignment on a builtin object
x = []
x.append = 1
