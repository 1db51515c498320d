# expect: guest AttributeError
# technique: __members__ of a program class that is not an enum (only enum classes answer it)
class C:
    A = 1
C.__members__
