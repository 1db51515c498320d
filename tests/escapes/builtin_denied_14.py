# expect: compile STK-V011
# technique: help()/exit()/quit()
exit()
