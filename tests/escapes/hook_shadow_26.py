# expect: compile STK-V002
# technique: dict comprehension target named like a hook
{__sk_ga: 1 for __sk_ga in [1]}
