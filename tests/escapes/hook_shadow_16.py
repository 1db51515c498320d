# expect: compile STK-V002
# technique: annotated assignment to a hook name
__sk_ga: int = 1
