# expect: guest AttributeError
# technique: reading __matmul__ off a builtin value to get a bound C method
x = 3
class A:
    pass
x.__matmul__
