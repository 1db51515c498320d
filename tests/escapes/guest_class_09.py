# expect: value ['B']
# technique: __init_subclass__ hook (admitted: runs once the subclass is registered)
seen = []
class A:
    def __init_subclass__(cls, **kw):
        seen.append(cls.__name__)
class B(A):
    pass
seen
