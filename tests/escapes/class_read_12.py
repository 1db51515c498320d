# expect: compile STK-V002
# technique: bare name __class__ inside a method (the implicit class cell)
class A:
    def m(self):
        return __class__
A().m()
