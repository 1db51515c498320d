# expect: guest AttributeError
# technique: register a guest class with a process-wide collections.abc registry (would change isinstance for every later run)
from collections.abc import Mapping
class Fake:
    pass
Mapping.register(Fake)
