# expect: guest TypeError
# technique: type(name, bases, dict) with three arguments
class A:
    pass
B = type('B', (A,), {'x': 1})
