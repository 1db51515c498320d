# expect: limit fuel
# limits: fuel=200000
# technique: __missing__ that never returns, run by dict.__getitem__ from C
class D(dict):
    def __missing__(self, key):
        while True:
            pass
D()["x"]
