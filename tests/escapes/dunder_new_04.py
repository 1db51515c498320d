# expect: guest TypeError
# technique: Exception.__new__ on a builtin exception subclass the program did not define
class A:
    pass
e = Exception.__new__(KeyError)
