# expect: compile STK-V011
# technique: vars(self)
class A:
    def m(self):
        return vars(self)
