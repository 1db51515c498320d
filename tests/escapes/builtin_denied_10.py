# expect: compile STK-V011
# technique: getattr()
getattr(1, "real")
