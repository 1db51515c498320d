# expect: guest BindingError
# technique: an export result larger than the result limit is refused
# limits: memory=64000000
# bindings: kv
kv.big()
