# expect: compile STK-V011
# technique: help() (exit() and quit() raise the guest's own SystemExit: system_exit_*)
help()
