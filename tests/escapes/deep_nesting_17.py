# expect: compile STK-P003
# technique: source with more than 20,000 lines
# generate: "x = 1\n" * 20001
