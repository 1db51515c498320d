# expect: compile STK-V011
# technique: the live dict a result display holds, pulled back out of the display by subscripting it (only a display the door copies out gets the live dict)
class A:
    pass
a = A()
[vars(a)][0].update({"__class__": int})
