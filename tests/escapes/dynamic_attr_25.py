# expect: guest AttributeError
# technique: map(setattr, ...) with a dunder name (the guard runs per call)
class A:
    pass
list(map(setattr, [A()], ["__init_subclass__"], [1]))
