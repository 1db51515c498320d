# expect: compile STK-V013
# technique: metaclass keyword
class Meta(type):
    pass
class A(metaclass=Meta):
    pass
