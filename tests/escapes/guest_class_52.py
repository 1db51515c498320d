# expect: compile STK-V011
# technique: deriving from KeyboardInterrupt (not a guest builtin: refused at compile time)
class K(KeyboardInterrupt):
    pass
