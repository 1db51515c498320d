# expect: compile STK-P002
# technique: source larger than 1 MB
# generate: "x = " + "1" * 1_100_000 + "\n"
