# expect: value {'x': 1}
# technique: instance __dict__ as the script's result: the door copies the live dict out, no program code can reach it
class A:
    def __init__(self):
        self.x = 1
A().__dict__
