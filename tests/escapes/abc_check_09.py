# expect: value True
# technique: a check against an ABC after another run registered nothing: a fresh run sees only CPython's own registrations
# after: abc_check_01.py
from collections.abc import Mapping
class Fake:
    pass
not isinstance(Fake(), Mapping) and isinstance({}, Mapping)
