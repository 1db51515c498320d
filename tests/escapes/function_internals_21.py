# expect: compile STK-V002
# technique: __debug__ and other compiler-known dunders
__debug__
