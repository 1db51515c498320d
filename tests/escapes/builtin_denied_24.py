# expect: compile STK-V011
# technique: KeyboardInterrupt/SystemExit are not guest builtins (refused at compile time)
raise SystemExit(0)
