# expect: guest AttributeError
# technique: the typing alias's origin and its private fields (typing.Mapping.__origin__, _inst)
import typing
getattr(typing.Mapping, "__ori" + "gin__")
