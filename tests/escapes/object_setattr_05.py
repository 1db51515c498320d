# expect: guest AttributeError
# technique: __setattr__ read by a name made at run time off a guest instance
class A:
    pass
getattr(A(), "__set" + "attr__")("y", 1)
