# expect: compile STK-V013
# technique: derive a metaclass from the guest's type
class M(type):
    pass
