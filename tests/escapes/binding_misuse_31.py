# expect: guest TypeError
# technique: passing a generator to a binding
# bindings: kv
# kv-calls: 0
kv.put("k", (x for x in [1]))
