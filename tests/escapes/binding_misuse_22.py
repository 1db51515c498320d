# expect: compile STK-V005
# technique: del of the binding's name
# bindings: kv
del kv
