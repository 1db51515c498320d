# expect: value ['B', 'object']
# technique: super().__init_subclass__ from a plain method reaches the next hook, never type's
seen = []
class A:
    def __init_subclass__(cls, **kw):
        seen.append(cls.__name__)
class B(A):
    def again(self):
        super().__init_subclass__()
        return seen
class C(B):
    pass
b = B()
try:
    super(A, B).__init_subclass__(x=1)
except TypeError as e:
    seen = seen[:1] + ["object"] if "no keyword" in str(e) else ["?"]
seen
