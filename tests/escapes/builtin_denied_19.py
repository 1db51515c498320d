# expect: compile STK-V011
# technique: map(getattr, ...)
list(map(getattr, [1], ["real"]))
