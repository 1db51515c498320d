# expect: guest BindingError
# technique: an uncaught host exception surfaces as BindingError without its message
# bindings: kv
kv.fail()
