# expect: guest TypeError
# technique: smuggling self= through ** into an export
# bindings: kv
# kv-calls: 0
kv.get(**{"key": "a", "self": 1})
