# expect: compile STK-V004
# technique: import _io / posix (C modules)
import posix
