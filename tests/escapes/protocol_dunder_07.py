# expect: guest AttributeError
# technique: int.__pow__ read off the class (an unbound slot), to skip the ** operator's size guard
class K:
    pass
int.__pow__(2, 10 ** 9)
