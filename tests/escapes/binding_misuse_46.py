# expect: compile STK-V005
# technique: binding name inside an f-string
# bindings: kv
f"{kv}"
