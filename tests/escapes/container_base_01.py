# expect: guest AttributeError
# technique: a name of the Counter base outside its allowlist (_keep_positive), through a name made at run time
import collections
class C(collections.Counter):
    pass
getattr(C(), "_keep" + "_positive")
