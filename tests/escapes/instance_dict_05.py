# expect: compile STK-V011
# technique: dict.__setitem__ on what vars() gave: vars(x) passed to anything but a reader is refused
class A:
    def __init__(self):
        self.x = 1
a = A()
found = []
for k in [dict.__setitem__(vars(a), "y", 2)]:
    pass
found.append(hasattr(a, "y"))
found.append(a.x)
found
