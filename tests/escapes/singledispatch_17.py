# expect: value ['obj', 'B', 'A', 'B', 'obj']
# technique: no stale dispatch cache: a registration after a dispatch, and a class made later, dispatch afresh
from functools import singledispatch
@singledispatch
def f(x):
    return "obj"
class A:
    pass
class B(A):
    pass
out = [f(B())]
f.register(B, lambda x: "B")
out.append(f(B()))
f.register(A, lambda x: "A")
out.append(f(A()))
class C(B):
    pass
out.append(f(C()))
out.append(f(1))
out
