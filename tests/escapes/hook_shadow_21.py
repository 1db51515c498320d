# expect: compile STK-V002
# technique: assigning a binding trampoline's hook name
# bindings: kv
__sk_b_2_kv_get = lambda k: 1
kv.get('a')
