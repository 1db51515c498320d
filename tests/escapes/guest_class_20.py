# expect: compile STK-V002
# technique: bound method __func__ and __self__
class A:
    def m(self):
        pass
A().m.__func__
A().m.__self__
