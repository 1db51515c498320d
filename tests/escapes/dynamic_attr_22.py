# expect: value [True, False]
# technique: setattr of a reviewed special method on a guest class at run time: CPython's behaviour for program code only
class A:
    pass
setattr(A, "__eq__", lambda a, b: True)
[A() == 5, A() != 5]
