# expect: guest TypeError
# technique: super().__init_subclass__ on a builtin class, to reach type's machinery
class Base:
    def __init_subclass__(cls, **kw):
        pass
super(int, bool).__init_subclass__()
