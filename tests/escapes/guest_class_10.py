# expect: compile STK-V002
# technique: __set_name__ hook
class F:
    def __set_name__(self, owner, name):
        pass
