# expect: compile STK-V011
# technique: exec()
exec("x = 1")
