# expect: compile STK-V005
# technique: binding inside a list display
# bindings: kv
[kv][0].get('a')
