# expect: value ('set', 'x', 2)
# technique: a data descriptor shadows the instance attribute a store would make (CPython's precedence)
log = []
class D:
    def __get__(self, obj, owner=None):
        return ("get",) + tuple(log)
    def __set__(self, obj, value):
        log.append(("set", "x", value))
class A:
    x = D()
a = A()
a.x = 2
log[0]
