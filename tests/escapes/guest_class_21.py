# expect: compile STK-V002
# technique: classmethod __wrapped__ / __func__
class A:
    @classmethod
    def c(cls):
        pass
A.__dict__['c'].__wrapped__
