# expect: guest AttributeError
# technique: a program class's __doc__ assigned (only the program's functions take metadata assignments)
class C:
    pass
C.__doc__ = "x"
