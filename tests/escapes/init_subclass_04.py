# expect: guest AttributeError
# technique: reading a guest class's __init_subclass__ directly (only super() reaches it)
class Base:
    def __init_subclass__(cls, **kw):
        pass
Base.__init_subclass__
