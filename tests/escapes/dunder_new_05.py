# expect: guest AttributeError
# technique: int.__new__ read where the program defines classes (only guest classes and object/exceptions answer)
class A:
    pass
int.__new__(bool, 1)
