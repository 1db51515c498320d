# expect: limit binding_calls
# technique: binding-call bomb with every call wrapped in try/except
# limits: binding_calls=20
# bindings: kv
# kv-calls: 20
for i in range(1000):
    try:
        kv.get("a")
    except BaseException:
        pass
