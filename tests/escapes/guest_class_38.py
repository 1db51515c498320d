# expect: compile STK-V013
# technique: a guest class deriving from a builtin container
class L(list):
    pass
