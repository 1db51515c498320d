# expect: guest TypeError
# technique: caching pseudo-members on the shared IntFlag base class (state across runs)
# runs: 2
from enum import IntFlag
IntFlag(12345)
