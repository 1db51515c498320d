# expect: limit recursion
# technique: unbounded recursion through a method's fast copy (its entry check is the tick)
class C:
    def __init__(self):
        self.n = 0
    def down(self):
        self.n += 1
        return self.down()
C().down()
