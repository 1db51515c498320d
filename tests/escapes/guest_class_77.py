# expect: value [7, "TypeError"]
# technique: a guest __matmul__/__rmatmul__/__imatmul__; @= on an int still raises CPython's TypeError
class V:
    def __init__(self, a):
        self.a = a
    def __matmul__(self, o):
        return V(self.a * o.a)
    def __rmatmul__(self, o):
        return V(o * self.a)
    def __imatmul__(self, o):
        self.a += o.a
        return self
v = V(2) @ V(3)
v @= V(1)
out = [v.a]
x = 1
try:
    x @= 2
except TypeError as e:
    out.append(type(e).__name__)
out
