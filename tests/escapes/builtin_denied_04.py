# expect: compile STK-V011
# technique: eval()
eval("1")
