# expect: value [{'x': 2}, 2]
# technique: the script's result display holds an object's dict, then code in the same display changes the object: the result shows the change, as CPython's live dict does
class A:
    def __init__(self):
        self.x = 1
    def bump(self):
        self.x += 1
        return self.x
a = A()
[vars(a), a.bump()]
