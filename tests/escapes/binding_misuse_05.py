# expect: compile STK-V005
# technique: reading binding state kv._secret
# bindings: kv
kv._secret
