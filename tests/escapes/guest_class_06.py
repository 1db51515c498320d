# expect: compile STK-V002
# technique: a descriptor class defining __get__
class D:
    def __get__(self, obj, owner):
        return 1
class A:
    d = D()
A().d
