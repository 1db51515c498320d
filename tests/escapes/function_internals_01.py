# expect: compile STK-V002
# technique: lambda __globals__ to reach the namespace
(lambda: 0).__globals__
