# expect: compile STK-V005
# technique: walrus with the binding's name
# bindings: kv
(kv := 1)
