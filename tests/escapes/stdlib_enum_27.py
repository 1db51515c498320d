# expect: guest AttributeError
# technique: auto() internals: the value slot of an auto object
from enum import auto
auto().value
