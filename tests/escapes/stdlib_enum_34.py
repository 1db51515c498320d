# expect: guest TypeError
# technique: enum functional API with the boundary= option (FlagBoundary is host machinery the program cannot name)
from enum import Flag
E = Flag("E", "A B", boundary=None, qualname="x", module="m", start=1, extra=1)
