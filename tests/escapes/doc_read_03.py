# expect: guest AttributeError
# technique: assigning __qualname__ on a guest class (only the program's functions take metadata assignments)
class A:
    pass
A.__qualname__ = "x"
