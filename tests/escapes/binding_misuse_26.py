# expect: guest BindingError
# technique: an export that returns a host function is refused at the door
# bindings: kv
# kv-calls: 1
kv.leak_function()
