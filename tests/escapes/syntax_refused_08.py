# expect: compile STK-P010 | compile STK-V001
# technique: PEP 695 generic function with a type parameter
def f[T](x: T) -> T:
    return x
