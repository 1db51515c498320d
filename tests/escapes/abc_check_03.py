# expect: guest AttributeError
# technique: read an ABC's private registry and caches (_abc_impl holds weak sets of every class checked)
from collections.abc import Iterable
getattr(Iterable, "_abc" + "_impl")
