# expect: compile STK-P006
# technique: source with more than 200,000 syntax nodes
# generate: "x = [" + "1," * 250_000 + "]\n"
