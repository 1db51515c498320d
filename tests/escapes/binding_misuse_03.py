# expect: compile STK-V006
# technique: calling an undeclared export
# bindings: kv
kv.delete("a")
