# expect: guest AttributeError
# technique: a program class's __annotations__ replaced by assignment (classes keep their own annotation machinery)
class C:
    x: int
C.__annotations__ = {}
