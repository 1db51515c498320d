# expect: compile STK-V005
# technique: rebinding the binding name
# bindings: kv
kv = 1
