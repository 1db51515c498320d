# expect: guest AttributeError
# technique: __getattr__ installed on a program class by a computed setattr name
class C:
    pass
setattr(C, "__get" + "attr__", lambda self, name: 42)
