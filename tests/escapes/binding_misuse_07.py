# expect: compile STK-V005
# technique: getattr(kv, 'get') (a binding cannot be passed, also not to getattr)
# bindings: kv
getattr(kv, "get")
