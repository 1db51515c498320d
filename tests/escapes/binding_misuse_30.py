# expect: guest TypeError
# technique: passing a guest function to a binding
# bindings: kv
# kv-calls: 0
kv.put("k", lambda: 1)
