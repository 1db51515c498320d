# expect: compile STK-V001
# technique: class definition (metaclass tricks)
class X:
    pass
