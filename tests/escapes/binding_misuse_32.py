# expect: guest TypeError
# technique: passing a module facade to a binding
# bindings: kv
# kv-calls: 0
import math
kv.put("k", math)
