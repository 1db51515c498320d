# expect: compile STK-V005
# technique: lambda parameter with the binding's name
# bindings: kv
f = lambda kv: kv
