# expect: value [5, 5]
# technique: setattr replaces a method on a guest class after its receivers were cached
class A:
    def m(self):
        return 1
def run(n):
    return n.m()
a = A()
first = [run(a) for _ in range(3)]
setattr(A, "m", lambda self: 5)
[run(a), a.m()]
