# expect: limit fuel
# technique: a method's fast copy loops forever on attribute updates of self (fuel still ticks)
# limits: fuel=100000, wall=5
class C:
    def __init__(self):
        self.n = 0
    def spin(self):
        while True:
            self.n += 1
C().spin()
