# expect: compile STK-V002
# technique: __reduce__ on a guest class
class A:
    def __reduce__(self):
        return (print, ('x',))
