# expect: compile STK-V011
# technique: hasattr()
hasattr(1, "real")
