# expect: compile STK-V005
# technique: storing a binding in a variable
# bindings: kv
x = kv
