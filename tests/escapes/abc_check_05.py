# expect: guest AttributeError
# technique: walk an ABC's subclasses to reach host classes
import collections.abc as cabc
getattr(cabc.Mapping, "__subcl" + "asses__")()
