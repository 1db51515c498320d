# expect: limit fuel
# technique: a __get__ that spins on every attribute read
# limits: fuel=100000
class D:
    def __get__(self, obj, owner=None):
        while True:
            pass
class A:
    d = D()
A().d
