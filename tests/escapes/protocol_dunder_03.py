# expect: guest AttributeError
# technique: __init__ read off a builtin list (re-initializing a host-owned list)
class K:
    pass
[].__init__([1, 2])
