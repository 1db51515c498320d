# expect: compile STK-V002
# technique: __build_class__
__build_class__(lambda: None, "X")
