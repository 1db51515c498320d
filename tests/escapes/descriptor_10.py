# expect: guest AttributeError
# technique: property's own __get__ read to call it with a host object
class A:
    @property
    def p(self):
        return self
A.p.__get__(print)
