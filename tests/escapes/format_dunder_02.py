# expect: limit fuel
# technique: __format__ looping forever inside an f-string
# limits: fuel=100000
class A:
    def __format__(self, spec):
        while True:
            pass
f"{A():x}"
