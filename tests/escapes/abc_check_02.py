# expect: guest AttributeError
# technique: reach register through getattr with a name built at run time
import collections.abc
getattr(collections.abc.Sequence, "regi" + "ster")(str)
