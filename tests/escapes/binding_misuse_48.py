# expect: guest BindingError
# technique: passing a non-str key computed at run time to a str-typed export
# bindings: kv
# kv-calls: 0
k = [1, 2][0]
kv.get(k)
