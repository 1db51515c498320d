# expect: compile STK-V007
# technique: calling an export with too few arguments
# bindings: kv
kv.get()
