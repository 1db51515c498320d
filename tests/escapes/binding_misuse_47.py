# expect: guest BindingError
# technique: result of an echo export can't smuggle a host object back
# bindings: kv
# kv-calls: 2
kv.echo(1)
kv.leak()
