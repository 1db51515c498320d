# expect: value [True, True, True]
# technique: descriptor __get__ owners are always the program's own classes (classmethod chains __get__ before 3.13)
owners = []
class D:
    def __get__(self, obj, owner=None):
        owners.append(owner)
        return self
class A:
    d = D()
    c = classmethod(D())
class B(A):
    pass
A.d, A().d, B().d, A.c, B().c
[all(o in (A, B) for o in owners), len(owners) >= 3, B in owners]
