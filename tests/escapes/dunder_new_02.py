# expect: guest TypeError
# technique: super().__new__ with a host class as the first argument
class A:
    def __new__(cls, target):
        return super().__new__(target)
A(int)
