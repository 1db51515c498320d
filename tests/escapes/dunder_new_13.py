# expect: guest TypeError
# technique: the __new__ read off a guest instance, called with a builtin container class
class A:
    pass
A().__new__(dict)
