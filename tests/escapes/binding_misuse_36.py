# expect: limit binding_calls
# technique: binding-call bomb in a loop
# limits: binding_calls=20
# bindings: kv
for i in range(1000):
    kv.get("a")
