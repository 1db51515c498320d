# expect: compile STK-V011
# technique: a display holding vars(x) that is not the file's last statement (the live dict would stay reachable through the name)
class A:
    pass
a = A()
kept = [vars(a)]
kept
