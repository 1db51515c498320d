# expect: guest TypeError
# technique: a guest instance passed to a host binding
# bindings: kv
# kv-calls: 0
class A:
    pass
kv.put('k', A())
