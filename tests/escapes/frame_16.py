# expect: compile STK-V002
# technique: iterator __reduce__ exposing internals
iter([1]).__reduce__()
