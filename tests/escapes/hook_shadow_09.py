# expect: compile STK-V002
# technique: lambda parameter named like a hook
(lambda __sk_ga: 1)(2)
