# expect: compile STK-V007
# technique: calling an export with too many arguments
# bindings: kv
kv.get("a", "b")
