# expect: compile STK-V002
# technique: set comprehension target named like a hook
{1 for __sk_exc in [1]}
