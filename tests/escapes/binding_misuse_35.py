# expect: guest TypeError
# technique: passing a 1000-deep nested list to a binding
# bindings: kv
# kv-calls: 0
a = []
for i in range(1000):
    a = [a]
kv.put("k", a)
