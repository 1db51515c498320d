# expect: compile STK-V002
# technique: instance __dict__
class A:
    def __init__(self):
        self.x = 1
A().__dict__
