# expect: compile STK-V011
# technique: breakpoint()
breakpoint()
