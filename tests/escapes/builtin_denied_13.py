# expect: compile STK-V011
# technique: input()
input()
