# expect: guest TypeError
# technique: star-arguments with the wrong arity are checked at run time
# bindings: kv
# kv-calls: 0
args = ["a", "b"]
kv.get(*args)
