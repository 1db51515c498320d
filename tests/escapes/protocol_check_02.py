# expect: guest AttributeError
# technique: reach runtime_checkable by a name given at run time
import typing
rc = getattr(typing, "runtime_" + "checkable")
