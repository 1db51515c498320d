# expect: compile STK-V002
# technique: a parameter annotation reaching for a class's subclasses (annotations CPython evaluates are verified as any expression)
def f(x: (1).__class__.__base__.__subclasses__()) -> None:
    pass
