# expect: compile STK-V011
# technique: KeyboardInterrupt is not a guest builtin (refused at compile time); SystemExit is the guest's own class, never the host's
raise KeyboardInterrupt
