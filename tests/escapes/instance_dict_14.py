# expect: value ['x']
# technique: a copy from vars() iterated while the program adds attributes: no RuntimeError and no live view (the documented difference), the instance unaffected by the copy
class A:
    def __init__(self):
        self.x = 1
a = A()
for k in vars(a):
    setattr(a, k + "2", 0)
sorted(k for k in vars(a) if k == "x")
