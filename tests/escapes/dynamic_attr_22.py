# expect: guest AttributeError
# technique: setattr of a special method on a guest class at run time
class A:
    pass
setattr(A, "__eq__", lambda a, b: True)
