# expect: guest TypeError
# technique: the @ operator on builtin values (no admitted builtin type defines __matmul__)
[1, 2] @ [3, 4]
