# expect: compile STK-V013
# technique: metaclass smuggled through a ** class keyword mapping
opts = {"metaclass": type}
class P(**opts):
    pass
