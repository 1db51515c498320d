# expect: guest AttributeError
# technique: str.format field traversal to __class__.__base__ through a guest __format__ spec
class A:
    def __format__(self, spec):
        return "{0.__class__.__base__}".format(self)
f"{A()}"
