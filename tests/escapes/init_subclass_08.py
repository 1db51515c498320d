# expect: value ['Half', 'Half', 3]
# technique: a hook that leaks the class then raises: the leaked class is fully made
leak = []
class Base:
    def __init_subclass__(cls, **kw):
        leak.append(cls)
        raise ValueError("refuse " + cls.__name__)
try:
    class Half(Base):
        def three(self):
            return 3
except ValueError:
    pass
k = leak[0]
[k.__name__, type(k()).__name__, k().three()]
