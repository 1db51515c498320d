# expect: compile STK-V014
# technique: passing a literal of the wrong type to a typed export
# bindings: kv
# kv-calls: 0
kv.get(1)
