# expect: compile STK-V011
# technique: getattr(kv, 'get')
# bindings: kv
getattr(kv, "get")
