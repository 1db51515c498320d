# expect: compile STK-V011
# technique: classmethod()
classmethod(len)
