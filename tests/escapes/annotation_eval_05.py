# expect: guest AttributeError
# technique: __annotations__ of a function (not admitted: only the program's classes answer it)
def f(x: int) -> int:
    return x
f.__annotations__
