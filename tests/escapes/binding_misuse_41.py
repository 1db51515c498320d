# expect: value ['A.b_c', 'AB.c']
# technique: binding a/b_c and a_b/c cannot be confused by hook naming
# bindings: a, a_b
[a.b_c(), a_b.c()]
