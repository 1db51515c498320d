# expect: guest AttributeError
# technique: a special method assigned on an instance (host code may read instance dunders, as copy does)
class C:
    pass
c = C()
c.__repr__ = lambda: "x"
