# expect: compile STK-V006
# technique: calling a private method kv._secret()
# bindings: kv
kv._secret()
