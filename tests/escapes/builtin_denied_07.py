# expect: compile STK-V011
# technique: open()
open("secrets.txt").read()
