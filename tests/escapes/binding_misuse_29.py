# expect: guest KeyError
# technique: ExposedError chooses the guest exception type on purpose
# bindings: kv
kv.expose()
