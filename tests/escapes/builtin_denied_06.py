# expect: compile STK-V011
# technique: compile()
compile("1", "f", "eval")
