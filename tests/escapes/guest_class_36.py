# expect: compile STK-V002
# technique: __index__ / __getattr__ definitions (beside an admitted __format__)
class A:
    def __format__(self, spec):
        return ''
    def __index__(self):
        return 1
    def __getattr__(self, n):
        return 1
