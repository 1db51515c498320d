# expect: compile STK-V002
# technique: __format__ / __index__ / __getattr__ definitions
class A:
    def __format__(self, spec):
        return ''
    def __index__(self):
        return 1
    def __getattr__(self, n):
        return 1
