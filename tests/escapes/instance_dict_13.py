# expect: compile STK-V011
# technique: the script's last expression is vars(x): the dict would cross the door as the result
class A:
    pass
vars(A())
