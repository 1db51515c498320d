# expect: compile STK-V005
# technique: trying to reach a binding object through capabilities() output
# bindings: kv
x = capabilities()['bindings'][kv]
