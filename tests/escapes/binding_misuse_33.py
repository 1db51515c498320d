# expect: guest BindingError
# technique: passing more than the per-call argument budget to a binding
# limits: memory=64000000
# bindings: kv
# kv-calls: 0
kv.put("k", "x" * (9 * 1024 * 1024))
